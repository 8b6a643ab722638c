import { lazy } from 'react';

/** Loads with its GraphQL query only when a term is typed; render it inside <ApolloBoundary>. */
export const SuggestionsLoader = lazy(() => import('./suggestions-loader'));
export { SuggestionList, optionId } from './suggestion-list';
export { useDebouncedValue } from './use-debounced-value';
export { nextActive, productPath, wantsSuggestions, SUGGESTION_DELAY_MS, type Suggestion, type SuggestionResult } from './suggestion-rules';
