import { useCallback, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { persistentAtom } from '../storage';
import { itemsWithId, type CompareItem, type ListProduct } from './list-product';
import { COMPARE_MAX, keptCompareItems, toggleCompare } from './compare-rules';
import { removeFromList } from './wishlist-rules';
import { NOTHING_STORED, useStoredValue } from '../hydration';

export const compareAtom = persistentAtom<CompareItem[]>('compare_list', NOTHING_STORED);

function stored(value: unknown): CompareItem[] {
  return keptCompareItems(itemsWithId<CompareItem>(value));
}

export function useCompare(max = COMPARE_MAX) {
  const store = useStore();
  const raw = useStoredValue(useAtomValue(compareAtom), NOTHING_STORED);
  // Memoised so the list keeps its identity between renders (safe in effect dependencies).
  const items = useMemo(() => stored(raw), [raw]);
  const toggle = useCallback(
    (p: ListProduct) => {
      const { items: next, result } = toggleCompare(stored(store.get(compareAtom)), p, max);
      if (result !== 'full') store.set(compareAtom, next);
      return result;
    },
    [store, max],
  );
  const remove = useCallback((id: string) => store.set(compareAtom, removeFromList(stored(store.get(compareAtom)), id)), [store]);
  const clear = useCallback(() => store.set(compareAtom, []), [store]);
  const has = useCallback((id: string) => items.some((item) => item.id === id), [items]);
  return { items, max, has, toggle, remove, clear };
}
