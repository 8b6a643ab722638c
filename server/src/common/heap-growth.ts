import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived its last full collection, in per cent (issue 12).
 * Left to itself, under a steady request load it picks up to ~4×: the catalogue engine's process kept
 * 250–300 MiB more than the SQL-only one after the benchmark's load, most of it garbage promoted from
 * requests in flight and not yet collected, against ~30 MiB of index. At 1.5× it kept +132 to +159 MiB, with
 * the same requests per second within the run-to-run spread (bench/README.md, "memory under load", 2026-11-26).
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets the growth limit unless the process was started with its own `--heap-growing-percent`. V8 reads the
 * flag at every full collection, so setting it at start-up, before the index is built, is enough.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((flag) => flag.startsWith('--heap-growing-percent'))) return false;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
