import { useCallback, useMemo } from 'react';
import { useStore } from 'jotai';
import { persistentAtom } from '../storage';
import { curatedScore, recordInteraction, setWishlistedIn, type InteractionKind, type InteractionMap } from './interaction-rules';

export const interactionsAtom = persistentAtom<InteractionMap>('product_interactions', {});

function stored(value: unknown): InteractionMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as InteractionMap) : {};
}

/** Writers read the store at call time; the hook does not re-render on interaction changes. */
export function useProductInteractions() {
  const store = useStore();
  const bump = useCallback(
    (id: string, kind: InteractionKind) => store.set(interactionsAtom, recordInteraction(stored(store.get(interactionsAtom)), id, kind)),
    [store],
  );
  return useMemo(
    () => ({
      recordView: (id: string) => bump(id, 'view'),
      recordClick: (id: string) => bump(id, 'click'),
      recordCartAdd: (id: string) => bump(id, 'cartAdd'),
      setWishlisted: (id: string, on: boolean) =>
        store.set(interactionsAtom, setWishlistedIn(stored(store.get(interactionsAtom)), id, on)),
      curatedScore: (id: string, now?: Date) => curatedScore(stored(store.get(interactionsAtom))[id], now),
    }),
    [bump, store],
  );
}
