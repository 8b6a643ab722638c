import { lazy, useSyncExternalStore } from 'react';
import { ApolloBoundary } from './apollo-boundary';
import { liveQueries, subscribeLiveQueries } from './live-query-store';

export const loadLiveQueries = () => import('./live-queries');
const LiveQueries = lazy(loadLiveQueries);
const NO_QUERIES: readonly never[] = [];
const noQueries = () => NO_QUERIES;

/**
 * Mounted once at the app's root: runs the first-screen queries that need the Apollo client (a change of
 * filters, a page reached by a link). Until the first one, nothing here loads the client.
 */
export function LiveQueryHost() {
  const queries = useSyncExternalStore(subscribeLiveQueries, liveQueries, noQueries);
  if (queries.length === 0) return null;
  return (
    <ApolloBoundary>
      <LiveQueries queries={queries} />
    </ApolloBoundary>
  );
}
