import { useCallback, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { persistentAtom } from '../storage';
import type { ListProduct, RecentItem } from './list-product';
import { normaliseRecent, recordRecent } from './recently-viewed-rules';
import { removeFromList } from './wishlist-rules';
import { NOTHING_STORED, useStoredValue } from '../hydration';

export const recentlyViewedAtom = persistentAtom<RecentItem[]>('recently_viewed', NOTHING_STORED);

export function useRecentlyViewed() {
  const store = useStore();
  const raw = useStoredValue(useAtomValue(recentlyViewedAtom), NOTHING_STORED);
  // Memoised so the list keeps its identity between renders (safe in effect dependencies).
  const items = useMemo(() => normaliseRecent(raw), [raw]);
  const record = useCallback(
    (p: ListProduct) => store.set(recentlyViewedAtom, recordRecent(store.get(recentlyViewedAtom), p)),
    [store],
  );
  const remove = useCallback(
    (id: string) => store.set(recentlyViewedAtom, removeFromList(normaliseRecent(store.get(recentlyViewedAtom)), id)),
    [store],
  );
  return { items, record, remove };
}
