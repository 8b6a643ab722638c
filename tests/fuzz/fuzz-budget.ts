import type { Parameters } from 'fast-check';

/** Cases per property (more with FUZZ_RUNS). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** The time one test's properties may take together; a slow machine runs fewer cases rather than failing on time. */
export const FUZZ_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 60_000);
/** The test's own timeout: the budget plus room for the last requests in flight. */
export const FUZZ_TIMEOUT_MS = FUZZ_BUDGET_MS + 60_000;

/**
 * fast-check settings for one of `shares` properties of a test: up to `runs`
 * cases, stopping (as a pass, having found nothing) when its share of the
 * budget is spent. Every property runs at least its first case.
 */
export function withinBudget<T>(shares: number, runs = FUZZ_RUNS): Parameters<T> {
  return { numRuns: runs, interruptAfterTimeLimit: Math.max(250, Math.floor(FUZZ_BUDGET_MS / shares)), markInterruptAsFailure: false };
}
