/**
 * Work that must be done but not while the page is starting (issue 17): counting a product view, adding it to
 * recently viewed. It runs once the browser has an idle moment (at the latest after `timeoutMs`), so it is a
 * short task of its own instead of part of hydration's. If the visitor leaves first, it runs as the page is
 * hidden, so nothing is lost.
 */
const pending = new Set<() => void>();
let flushOnHide = false;

function runPending(): void {
  for (const task of [...pending]) run(task);
}

function run(task: () => void): void {
  if (!pending.delete(task)) return;
  task();
}

export function whenIdle(task: () => void, timeoutMs = 1000): void {
  if (typeof window === 'undefined') return;
  pending.add(task);
  if (!flushOnHide) {
    flushOnHide = true;
    addEventListener('pagehide', runPending);
  }
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(task), { timeout: timeoutMs });
  else setTimeout(run, Math.min(timeoutMs, 200), task);
}
