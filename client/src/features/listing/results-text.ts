import { resultRange } from './pagination';

/** 'Showing X-Y of N products' (storefront.md §2). */
export function showingLine(page: number, total: number, pageSize: number): string {
  const { from, to } = resultRange(page, total, pageSize);
  return `Showing ${from}-${to} of ${total} products`;
}

/** The filter panel's closing button: 'View N Result(s)'. */
export const viewResultsLabel = (total: number) => `View ${total} ${total === 1 ? 'Result' : 'Results'}`;
