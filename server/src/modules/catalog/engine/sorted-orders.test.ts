import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeFilter, type ProductFilter, type ProductSort } from '../product-filter';
import { CatalogueIndex } from './catalogue-index';
import type { IndexedProduct } from './indexed-product';
import { ProductStore } from './product-store';
import { comparatorFor } from './sort-order';
import { firstMatching, SortedOrders, walkPays, withSlotsInserted } from './sorted-orders';
import { topK } from './top-k';

const BRANDS = ['Rolex', 'Omega', 'Tudor', 'Cartier'];

/** Few distinct prices and dates, so ties (broken by id) are common. */
function product(id: number, variant: number): IndexedProduct {
  const price = 100_000 * ((id * 7 + variant) % 9);
  return {
    id, category: id % 5 ? 'watches' : 'clothing', brand: BRANDS[(id + variant) % BRANDS.length], name: `P${(id * 13) % 17}`, model: null, reference: null,
    sku: `S${id}`, description: '', materials: ['Steel'], tags: [], caseMaterial: null, dialColor: null, strapMaterial: null, movement: id % 3 ? 'Automatic' : 'Quartz',
    waterResistanceBucket: null, boxAndPapers: id % 2 === 0, limitedEdition: false, availableSizes: [], colors: [], style: null, season: null, fit: null,
    effectivePricePence: price, pricePence: price + (id % 4) * 50_000, caseDiameterMm: null, stock: (id + variant) % 3, featured: false,
    viewCount: id % 11, recentViews: 0, recentPurchases: 0, averageRating100: 450, reviewCount: 0, createdMicros: (id * 31 + variant) % 50,
  };
}

const STORED: ProductSort[] = ['newest', 'price_asc', 'price_desc', 'name', 'brand', 'discount'];

const filters = fc
  .record(
    {
      category: fc.constantFrom(undefined, 'watches'),
      brands: fc.option(fc.subarray(BRANDS, { minLength: 1, maxLength: 3 }), { nil: undefined }),
      movements: fc.option(fc.constant(['Automatic']), { nil: undefined }),
      inStock: fc.option(fc.boolean(), { nil: undefined }),
      maxPricePence: fc.option(fc.constantFrom(300_000, 600_000), { nil: undefined }),
    },
    { requiredKeys: [] },
  )
  .map((raw) => normalizeFilter(raw as ProductFilter));

describe('SortedOrders', () => {
  it('finds the same first page as ordering every match, for every stored sort, before and after changes', () => {
    fc.assert(
      fc.property(filters, fc.constantFrom(...STORED), fc.constantFrom(1, 5, 24, 500), fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 40 }), (filter, sort, k, changed) => {
        const store = new ProductStore(16);
        for (let id = 1; id <= 300; id++) store.upsert(product(id, 0));
        // A build "takes" 1 ms and the next request comes a second later: never throttled.
        let clock = 0;
        let reads = 0;
        const orders = new SortedOrders(store, () => (clock += reads++ % 2 ? 1 : 1_000));
        const expectSamePage = () => {
          const index = new CatalogueIndex(store, 1);
          const { matching } = index.evaluate(filter);
          const order = orders.orderOf(sort)!;
          expect(order).toBeDefined();
          expect(firstMatching(order, matching, k)).toEqual(topK(matching.toUint32Array(), k, comparatorFor(store, sort)));
        };
        expectSamePage();
        // Price, stock and date changes, new products (ids past 300) and removals.
        for (const id of changed) {
          if (id % 7 === 0) store.remove(id);
          else store.upsert(product(id, 1));
        }
        expectSamePage();
      }),
      { numRuns: 150 },
    );
  });

  it('has no order for the sorts that move with the counters or the clock', () => {
    const store = new ProductStore(16);
    for (let id = 1; id <= 10; id++) store.upsert(product(id, 0));
    const orders = new SortedOrders(store);
    for (const sort of ['featured', 'popular', 'rating', 'trending', 'curated'] as ProductSort[]) expect(orders.orderOf(sort)).toBeUndefined();
    expect(orders.orderOf('newest')).toHaveLength(10);
  });

  it('takes a change in at once, by inserting its new slot, without sorting again', () => {
    const store = new ProductStore(16);
    for (let id = 1; id <= 10; id++) store.upsert(product(id, 0));
    let clock = 0;
    // Each reading of the clock moves it 10 ms on: a build "takes" 10 ms, and a rebuild now would be throttled.
    const orders = new SortedOrders(store, () => (clock += 10));
    const first = orders.orderOf('price_asc')!;
    store.upsert(product(3, 5));
    store.upsert(product(11, 2));
    store.remove(4);
    const changed = orders.orderOf('price_asc')!;
    expect(changed).toBeDefined();
    expect(changed).not.toBe(first);
    expect([...changed]).toEqual([...Array.from({ length: store.size }, (_, slot) => slot).sort(comparatorFor(store, 'price_asc'))]);
    // Nothing appended since: the same array.
    expect(orders.orderOf('price_asc')).toBe(changed);
  });

  it('rebuilds after new name and brand ranks at most a twentieth of the time, and keeps answering from topK meanwhile', () => {
    const store = new ProductStore(16);
    for (let id = 1; id <= 10; id++) store.upsert(product(id, 0));
    let clock = 0;
    const orders = new SortedOrders(store, () => (clock += 10));
    const first = orders.orderOf('name');
    expect(orders.orderOf('name')).toBe(first);
    store.setRanks(Array.from({ length: 17 }, (_, i) => `P${i}`).sort().reverse(), [...BRANDS].sort());
    // 10 ms after a 10 ms build: too soon.
    expect(orders.orderOf('name')).toBeUndefined();
    clock += 200;
    const rebuilt = orders.orderOf('name')!;
    expect(rebuilt).not.toBe(first);
    expect([...rebuilt]).toEqual([...Array.from({ length: store.size }, (_, slot) => slot).sort(comparatorFor(store, 'name'))]);
  });

  it('inserts appended slots where a full sort puts them, ties after their equals', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 60 }), fc.integer({ min: 0, max: 60 }), (values, builtOver) => {
        const from = Math.min(builtOver, values.length);
        const compare = (a: number, b: number) => values[a] - values[b] || a - b;
        const built = Uint32Array.from(Array.from({ length: from }, (_, slot) => slot).sort(compare));
        const all = Array.from({ length: values.length }, (_, slot) => slot).sort(compare);
        expect([...withSlotsInserted(built, from, values.length, compare)]).toEqual(all);
      }),
    );
  });

  it('walks only when the matches are many enough for the walk to be shorter', () => {
    // 24 of 100,000: a walk tests about 100,000 × 24 / matches slots.
    expect(walkPays(0, 24, 100_000)).toBe(false);
    expect(walkPays(3_000, 24, 100_000)).toBe(false);
    expect(walkPays(3_098, 24, 100_000)).toBe(false);
    expect(walkPays(3_099, 24, 100_000)).toBe(true);
    expect(walkPays(50_000, 24, 100_000)).toBe(true);
  });

  it('a renamed brand reorders the name and brand sorts (new ranks raise the generation)', () => {
    const store = new ProductStore(16);
    for (let id = 1; id <= 4; id++) store.upsert(product(id, 0));
    const before = store.generation;
    store.setRanks(['P0'], ['Rolex']);
    expect(store.generation).toBeGreaterThan(before);
  });
});
