import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { useQuery } from '@apollo/client/react';

/* The queries first-screen-query.ts hands to Apollo once a page needs more than the answer that came with it.
 * No Apollo code here: a page showing its answer loads none (issue 17); app/live-query-host.tsx loads the client
 * for the first query registered and runs each one with useQuery (live-queries.tsx). */

type AnyDocument = TypedDocumentNode<unknown, OperationVariables>;
export type LiveOptions = useQuery.Options<unknown, OperationVariables>;
export type LiveResult = useQuery.Result<unknown, OperationVariables>;

export interface LiveQuery {
  id: string;
  document: AnyDocument;
  options: LiveOptions;
  /** The options as a key: a result is for the options that were current when it was reported. */
  optionsKey: string;
}

interface Reported {
  result: LiveResult;
  optionsKey: string;
}

/** The runner of the registered queries (with useQuery, so with the Apollo client): a chunk of its own. */
export const loadLiveQueries = () => import('./live-queries');

const queries = new Map<string, LiveQuery>();
const reported = new Map<string, Reported>();
const resultListeners = new Map<string, Set<() => void>>();
const hostListeners = new Set<() => void>();
let registered: readonly LiveQuery[] = [];
/** Why the Apollo client or the runner could not load (offline), until the next attempt. */
let loadFailure: Error | null = null;
/** Raised for each attempt to load them: the host starts afresh (a failed lazy module stays failed). */
let attempt = 0;

const notifyHost = () => {
  registered = [...queries.values()];
  for (const listener of hostListeners) listener();
};
const notifyResult = (id: string) => resultListeners.get(id)?.forEach((listener) => listener());

/** Options compared by value; functions (never part of what is asked) left out. */
export const liveOptionsKey = (options: LiveOptions): string =>
  JSON.stringify(options, (_key, value: unknown) => (typeof value === 'function' ? undefined : value));

/** Runs (or keeps running, with these options) the query of the hook `id`. */
export function setLiveQuery(id: string, document: AnyDocument, options: LiveOptions): void {
  const optionsKey = liveOptionsKey(options);
  if (queries.get(id)?.optionsKey === optionsKey) return;
  queries.set(id, { id, document, options, optionsKey });
  // A shopper's next change after a failed load is the moment to try again.
  if (loadFailure) retryLiveQueries();
  else notifyHost();
}

/** The hook `id` has gone: its query stops. */
export function dropLiveQuery(id: string): void {
  reported.delete(id);
  if (queries.delete(id)) notifyHost();
}

/** useQuery's latest result for the hook `id` (live-queries.tsx). */
export function reportLiveResult(id: string, optionsKey: string, result: LiveResult): void {
  if (!queries.has(id)) return;
  reported.set(id, { result, optionsKey });
  notifyResult(id);
}

export function subscribeLiveResult(id: string, listener: () => void): () => void {
  let listeners = resultListeners.get(id);
  if (!listeners) resultListeners.set(id, (listeners = new Set()));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) resultListeners.delete(id);
  };
}

export const liveResult = (id: string): Reported | undefined => reported.get(id);

/**
 * The client or the runner failed to load (offline): every registered query ends with this error, so its page
 * shows its own failure state with its own "Try Again", instead of the dimmed previous answer for ever. Their
 * refetch, and the next change of options, try loading again.
 */
export function reportLiveFailure(error: Error): void {
  loadFailure = error;
  for (const query of queries.values()) {
    reported.set(query.id, { optionsKey: query.optionsKey, result: failedResult(error, query) });
    notifyResult(query.id);
  }
}

/** Tries loading the client and the runner again, after a failure: the failed results give way to loading ones. */
export function retryLiveQueries(): void {
  const failure = loadFailure;
  if (!failure) return;
  loadFailure = null;
  attempt += 1;
  for (const [id, { result }] of [...reported]) if (result.error === failure) reported.delete(id);
  notifyHost();
  for (const id of queries.keys()) notifyResult(id);
}

function failedResult(error: Error, query: LiveQuery): LiveResult {
  const retry = () => {
    retryLiveQueries();
    return Promise.resolve(undefined);
  };
  return {
    data: undefined,
    dataState: 'empty',
    previousData: undefined,
    loading: false,
    networkStatus: 8, // Apollo's NetworkStatus.error, by value (no Apollo code here)
    error,
    variables: query.options.variables,
    refetch: retry,
    fetchMore: retry,
  } as unknown as LiveResult;
}

/** The current attempt at loading the client and the runner (app/live-query-host.tsx). */
export const liveLoadAttempt = (): number => attempt;

export function subscribeLiveQueries(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => void hostListeners.delete(listener);
}

export const liveQueries = (): readonly LiveQuery[] => registered;
