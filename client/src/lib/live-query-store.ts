import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { useQuery } from '@apollo/client/react';

/* The queries first-screen-query.ts hands to Apollo once a page needs more than the answer that came with it.
 * No Apollo code here: a page showing its answer loads none (issue 17); live-query-host.tsx loads the client
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

const queries = new Map<string, LiveQuery>();
const reported = new Map<string, Reported>();
const resultListeners = new Map<string, Set<() => void>>();
const hostListeners = new Set<() => void>();
let registered: readonly LiveQuery[] = [];

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
  notifyHost();
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

export function subscribeLiveQueries(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => void hostListeners.delete(listener);
}

export const liveQueries = (): readonly LiveQuery[] => registered;
