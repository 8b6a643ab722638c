import { toCompareItem, type CompareItem, type ListProduct } from './list-product';

/** storefront.md §4/§9: the list allows a configurable maximum, default 4; the overlay shows 3. */
export const COMPARE_DEFAULT_MAX = 4;
export const COMPARE_OVERLAY_LIMIT = 3;

export type CompareToggleResult = 'added' | 'removed' | 'full';

/** Present: removed. Absent with room: added. Absent at the maximum: ignored ('full'). */
export function toggleCompare(
  items: CompareItem[],
  p: ListProduct,
  max = COMPARE_DEFAULT_MAX,
): { items: CompareItem[]; result: CompareToggleResult } {
  if (items.some((item) => item.id === p.id)) {
    return { items: items.filter((item) => item.id !== p.id), result: 'removed' };
  }
  if (items.length >= max) return { items, result: 'full' };
  return { items: [...items, toCompareItem(p)], result: 'added' };
}
