import { COMPARE_MAX } from '@aurum/rules/shop/shop-facts';
import { toCompareItem, type CompareItem, type ListProduct } from './list-product';

/**
 * The list holds what the overlay shows, 3 (issue 37: the spec's list allowed 4 while its overlay and its
 * 'n of 3 items selected' showed 3 — one maximum wins). A list stored before holds at most its first 3.
 */
export { COMPARE_MAX };

export function keptCompareItems(items: CompareItem[]): CompareItem[] {
  return items.length > COMPARE_MAX ? items.slice(0, COMPARE_MAX) : items;
}

export type CompareToggleResult = 'added' | 'removed' | 'full';

/** Present: removed. Absent with room: added. Absent at the maximum: ignored ('full'). */
export function toggleCompare(
  items: CompareItem[],
  p: ListProduct,
  max = COMPARE_MAX,
): { items: CompareItem[]; result: CompareToggleResult } {
  if (items.some((item) => item.id === p.id)) {
    return { items: items.filter((item) => item.id !== p.id), result: 'removed' };
  }
  if (items.length >= max) return { items, result: 'full' };
  return { items: [...items, toCompareItem(p)], result: 'added' };
}
