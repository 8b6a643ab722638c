import type { SearchSuggestionsQuery } from '../../gql/graphql';

export type Suggestion = SearchSuggestionsQuery['searchProducts'][number];

/** The suggestions found for one search term. */
export interface SuggestionResult {
  term: string;
  items: Suggestion[];
}

export const SUGGESTION_LIMIT = 6;
/** Typing pauses this long before suggestions are fetched. */
export const SUGGESTION_DELAY_MS = 300;
/** One letter matches too much to be useful. */
export const SUGGESTION_MIN_LENGTH = 2;

export const wantsSuggestions = (term: string) => term.length >= SUGGESTION_MIN_LENGTH;

/**
 * The highlighted option after an arrow key in the combobox (-1: none, focus
 * stays on the text). Down from the text goes to the first option, Up to the
 * last; both wrap. Returns null for keys the list does not handle.
 */
export function nextActive(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return active < 0 ? 0 : (active + 1) % count;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return null;
}

export const productPath = (id: string) => `/product/${id}`;
