import { useLayoutEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { type LiveQuery, reportLiveResult } from './live-query-store';

/** One registered query, run by Apollo; every result goes back to the hook that asked for it. */
function LiveQueryRunner({ query }: { query: LiveQuery }) {
  const result = useQuery(query.document, query.options);
  // Before paint, so a page never shows a frame of the previous options' result as if it were current.
  useLayoutEffect(() => reportLiveResult(query.id, query.optionsKey, result), [query.id, query.optionsKey, result]);
  return null;
}

/** The queries of every useFirstScreenQuery that needs Apollo (lib/live-query-store.ts), in the Apollo client's provider. */
export default function LiveQueries({ queries }: { queries: readonly LiveQuery[] }) {
  return queries.map((query) => <LiveQueryRunner key={query.id} query={query} />);
}
