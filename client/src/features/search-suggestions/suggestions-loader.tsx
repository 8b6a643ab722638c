import { useEffect } from 'react';
import { useSearchSuggestionsQuery } from '../../gql/hooks';
import { SUGGESTION_LIMIT, type SuggestionResult } from './suggestion-rules';

/**
 * Fetches the suggestions for a term with GraphQL `searchProducts` and hands
 * them up; renders nothing. Loaded lazily, inside <ApolloBoundary>, so the
 * Apollo client stays out of the home page's first download.
 */
export default function SuggestionsLoader({ term, onResult }: { term: string; onResult: (result: SuggestionResult) => void }) {
  const { data, dataState, error } = useSearchSuggestionsQuery({ variables: { q: term, limit: SUGGESTION_LIMIT } });
  const items = dataState === 'complete' ? data.searchProducts : undefined;
  useEffect(() => {
    // A failed search simply offers no suggestions: submitting still searches the full listing.
    if (items) onResult({ term, items });
    else if (error) onResult({ term, items: [] });
  }, [items, error, term, onResult]);
  return null;
}
