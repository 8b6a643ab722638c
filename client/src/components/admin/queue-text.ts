/** What a staff list calls one row and many: ['order', 'orders']. */
export type Noun = readonly [one: string, many: string];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "12 orders · newest first" once the count is known, "Newest first" before. */
export function countLine(totalCount: number | null, noun: Noun, order: string): string {
  if (totalCount === null) return capitalised(order);
  return `${totalCount} ${totalCount === 1 ? noun[0] : noun[1]} · ${order}`;
}

/** "Showing 21–40 of 45": the rows of this page among all that match. */
export function pageRangeText(offset: number, limit: number, totalCount: number): string {
  const last = Math.min(offset + limit, totalCount);
  return `Showing ${totalCount === 0 ? 0 : Math.min(offset + 1, last)}–${last} of ${totalCount}`;
}

/** A pager only when there is more than one page (or a later page is shown). */
export const needsPager = (offset: number, limit: number, totalCount: number) => totalCount > limit || offset > 0;
