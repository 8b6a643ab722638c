/**
 * `node --expose-gc --import tsx bench/engine-build.ts [builds]`: the engine's build as the app runs it
 * (`loadIndex` against the benchmark database, started as `npm run bench` starts it, BENCH_PG_PORT),
 * `builds` times in a row (default 3), each replacing the last as a rebuild does. Reports each build's
 * seconds and the process's memory after it, before and after a full garbage collection: how much
 * the index keeps (heap used after gc) and how much the build leaves behind (RSS, heap size).
 * `--promoted`: V8's sampling heap profiler over the first build, counting objects a full collection
 * freed as well as the live ones (not those the young generation freed), summed by allocating
 * function: where the garbage that reached the old space was made.
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import v8 from 'node:v8';
import pg from 'pg';
import type { CatalogueIndex } from '../server/src/modules/catalog/engine/catalogue-index';
import { loadIndex } from '../server/src/modules/catalog/engine/index-loader';
import { openBenchDatabase } from './bench-database';

const BUILDS = Number(process.argv[2] ?? 3);
const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)}`;
const gc = (globalThis as { gc?: () => void }).gc;
const peakRss = () => Number(readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+)/)![1]) * 1024;

function line(label: string) {
  const usage = process.memoryUsage();
  // external includes arrayBuffers (typed arrays); the rest of it is native memory.
  return `${label}: rss ${mib(usage.rss)} (peak ${mib(peakRss())}), heap ${mib(usage.heapUsed)}/${mib(usage.heapTotal)}, external ${mib(usage.external)} (array buffers ${mib(usage.arrayBuffers)}) MiB`;
}

async function main() {
  const database = await openBenchDatabase(() => undefined);
  await database.orm.close(true);
  gc?.();
  console.log(line('before'));
  let index: CatalogueIndex | undefined;
  const session = process.argv.includes('--promoted') ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true });
  }
  for (let build = 1; build <= BUILDS; build++) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const started = performance.now();
    index = await loadIndex(client);
    const seconds = (performance.now() - started) / 1000;
    await client.end();
    const before = line('built');
    // Freed array buffers are released after the collection (a sweeper, finalizers): settle, collect again.
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    gc?.();
    console.log(`build ${build}: ${seconds.toFixed(2)} s, ${index.store.productCount} products; ${before}; ${line('after gc')}`);
    if (session && build === 1) report(await session.post('HeapProfiler.stopSampling'));
  }
  for (const space of v8.getHeapSpaceStatistics()) {
    if (space.space_size > 2 ** 20) console.log(`  ${space.space_name}: ${mib(space.space_size)} MiB, ${mib(space.space_used_size)} used`);
  }
  await database.close();
}

interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SamplingNode[];
}

/** The sampled bytes by allocating function (its file and line), largest first. */
function report({ profile }: { profile: { head: SamplingNode } }) {
  const bytes = new Map<string, number>();
  const walk = (node: SamplingNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    bytes.set(key, (bytes.get(key) ?? 0) + node.selfSize);
    node.children.forEach(walk);
  };
  walk(profile.head);
  const total = [...bytes.values()].reduce((sum, size) => sum + size, 0);
  console.log(`sampled: ${mib(total)} MiB live or freed by full collections`);
  for (const [key, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${mib(size).padStart(5)} MiB  ${key}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
