import { lazy, type ComponentType, Suspense, useMemo, useSyncExternalStore } from 'react';
import { loadApolloRoot } from '../lib/apollo-boundary';
import { type LiveQuery, liveLoadAttempt, liveQueries, loadLiveQueries, reportLiveFailure, subscribeLiveQueries } from '../lib/live-query-store';
import { ErrorBoundary } from './error-boundary';

const NO_QUERIES: readonly never[] = [];
const noQueries = () => NO_QUERIES;
const firstAttempt = () => 0;

type Runner = ComponentType<{ queries: readonly LiveQuery[] }>;

/** The runner (lib/live-queries.tsx) inside the Apollo client's provider, both loaded afresh for each attempt. */
const loadRunner = () =>
  Promise.all([loadLiveQueries(), loadApolloRoot()]).then(([{ default: LiveQueries }, { default: ApolloRoot }]) => ({
    default: (({ queries }) => (
      <ApolloRoot>
        <LiveQueries queries={queries} />
      </ApolloRoot>
    )) as Runner,
  }));

/**
 * Mounted once at the app's root: runs the first-screen queries that need the Apollo client (a change of
 * filters, a page reached by a link). Until the first one, nothing here loads the client. If it cannot load
 * (offline), each query ends with the error, and its page shows its failure and "Try Again"; trying again,
 * or the next change, loads it afresh (React.lazy keeps a failure, so each attempt has its own).
 */
export function LiveQueryHost() {
  const queries = useSyncExternalStore(subscribeLiveQueries, liveQueries, noQueries);
  const attempt = useSyncExternalStore(subscribeLiveQueries, liveLoadAttempt, firstAttempt);
  const LiveRunner = useMemo(() => lazy(loadRunner), [attempt]);
  if (queries.length === 0) return null;
  return (
    <ErrorBoundary key={attempt} fallback={null} onError={reportLiveFailure}>
      <Suspense fallback={null}>
        <LiveRunner queries={queries} />
      </Suspense>
    </ErrorBoundary>
  );
}
