import { expect } from 'vitest';

/** What must never reach a caller: stack frames, source paths, SQL or driver errors, the engine's own failures. */
const LEAK = /\bat \S+ \(|node_modules|\.ts:\d+|\/work\/|"stack":\s*"|\bselect .+ from\b|\binsert into\b|relation "|syntax error at or near|pg-protocol|MikroORM|QueryFailedError|Maximum call stack|RangeError/i;

/** One response of the fuzz suite: never a 5xx, never a leak; errors are JSON (or the SPA's HTML page). */
export function expectSafe(label: string, status: number, body: string, contentType: string | null) {
  expect.soft(status, `${label} answered ${status}: ${body.slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400) {
    expect.soft(body, `${label} leaked internals`).not.toMatch(LEAK);
    if (status !== 404 && status !== 431 && !(contentType ?? '').includes('html')) {
      expect.soft(contentType ?? '', `${label} error is not JSON`).toContain('json');
    }
  }
}
