import type { KeysetPosition, KeysetSort } from '../product-keyset';
import type { ProductStore } from './product-store';

/**
 * Keyset positions over the store's arrays, in the orders of sort-order.ts:
 * which slots come strictly after a position, and the position of a slot.
 */
export function slotsAfter(store: ProductStore, sort: KeysetSort, position: KeysetPosition): ((slot: number) => boolean) | null {
  const { ids, price, created, nameRank, brandRank } = store;
  const { id, values } = position;
  switch (sort) {
    case 'newest': {
      const micros = values[0] as number;
      return (slot) => created[slot] < micros || (created[slot] === micros && ids[slot] < id);
    }
    case 'price_asc': {
      const pence = values[0] as number;
      return (slot) => price[slot] > pence || (price[slot] === pence && ids[slot] > id);
    }
    case 'price_desc': {
      const pence = values[0] as number;
      return (slot) => price[slot] < pence || (price[slot] === pence && ids[slot] > id);
    }
    case 'name': {
      // Names order by the database's collation, known here only as ranks of the names in the catalogue.
      const rank = store.nameRankOf(values[0] as string);
      if (rank === undefined) return null;
      return (slot) => nameRank[slot] > rank || (nameRank[slot] === rank && ids[slot] > id);
    }
    case 'brand': {
      const brand = store.brandRankOf(values[0] as string);
      const name = store.nameRankOf(values[1] as string);
      if (brand === undefined || name === undefined) return null;
      return (slot) => brandRank[slot] > brand || (brandRank[slot] === brand && (nameRank[slot] > name || (nameRank[slot] === name && ids[slot] > id)));
    }
  }
}

export function positionOfSlot(store: ProductStore, sort: KeysetSort, slot: number): KeysetPosition {
  const id = store.ids[slot];
  switch (sort) {
    case 'newest':
      return { values: [store.created[slot]], id };
    case 'price_asc':
    case 'price_desc':
      return { values: [store.price[slot]], id };
    case 'name':
      return { values: [store.nameOf(slot)], id };
    case 'brand':
      return { values: [store.brandOf(slot), store.nameOf(slot)], id };
  }
}
