import type { Parameters } from 'fast-check';

/** Cases per property (more with FUZZ_RUNS). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** The time one test's properties may take together; a slow machine runs fewer cases rather than failing on time. */
export const FUZZ_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 60_000);
/** The test's own timeout: the budget plus room for the last requests in flight. */
export const FUZZ_TIMEOUT_MS = FUZZ_BUDGET_MS + 60_000;

export interface Budget {
  /** fast-check settings: up to `runs` cases (and the given examples, which run first). */
  params<T>(examples?: T[]): Parameters<T>;
  /** The property's predicate, passing at once without trying the case once the property's share of the budget is spent. */
  guard<A extends unknown[]>(predicate: (...args: A) => Promise<void> | void): (...args: A) => Promise<void>;
}

/**
 * The budget of one of `shares` properties of a test: up to `runs` cases, and
 * once its share of FUZZ_BUDGET_MS is spent, the remaining cases pass without
 * a request (a busy machine runs fewer cases instead of failing on time). Its
 * examples and its first generated case are always tried: fast-check's own
 * time limit could cut a property off before its first case, which it counts
 * as a failure, and would skip the examples that pin down known bugs.
 */
export function withinBudget(shares: number, runs = FUZZ_RUNS): Budget {
  const limitMs = Math.max(250, Math.floor(FUZZ_BUDGET_MS / shares));
  let always = 1;
  let started = 0;
  let tried = 0;
  return {
    params<T>(examples?: T[]): Parameters<T> {
      always = 1 + (examples?.length ?? 0);
      return { numRuns: runs, ...(examples ? { examples } : {}) };
    },
    guard<A extends unknown[]>(predicate: (...args: A) => Promise<void> | void) {
      return async (...args: A) => {
        if (tried === 0) started = Date.now();
        if (tried >= always && Date.now() - started > limitMs) return;
        tried++;
        await predicate(...args);
      };
    },
  };
}
