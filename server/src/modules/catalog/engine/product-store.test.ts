import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACET_GROUPS } from '../product-sql';
import type { IndexedProduct } from './indexed-product';
import { ProductStore } from './product-store';
import { lexemesOf } from './search-text';

const BRANDS = ['Rolex', 'Omega', 'Tudor', 'A. Lange & Söhne'];
const NAMES = ['Submariner Date', 'Speedmaster', 'Black Bay 58', 'Datograph'];
const MATERIALS = ['Steel', 'Gold', 'Titanium'];
const WORDS = ['steel', 'diver', 'classic', 'watch', 'gold', 'date', 'black'];

const productArbitrary = fc.record({
  id: fc.integer({ min: 1, max: 30 }),
  brand: fc.constantFrom(...BRANDS),
  name: fc.constantFrom(...NAMES),
  model: fc.option(fc.constantFrom('Diver', 'Classic'), { nil: null }),
  reference: fc.option(fc.constantFrom('126610LN', '311.30', 'A-1'), { nil: null }),
  materials: fc.array(fc.constantFrom(...MATERIALS), { maxLength: 3 }),
  tags: fc.array(fc.constantFrom('Luxury', 'Steel'), { maxLength: 2 }),
  description: fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }).map((words) => words.join(' ')),
  stock: fc.integer({ min: 0, max: 2 }),
  sale: fc.boolean(),
  watch: fc.boolean(),
});

type RawProduct = typeof productArbitrary extends fc.Arbitrary<infer T> ? T : never;

function product(raw: RawProduct): IndexedProduct {
  return {
    id: raw.id, category: raw.watch ? 'watches' : 'clothing', brand: raw.brand, name: raw.name, model: raw.model, reference: raw.reference,
    sku: `AUR-${raw.id}`, description: raw.description, materials: raw.materials, tags: raw.tags, caseMaterial: raw.watch ? 'Steel' : null,
    dialColor: null, strapMaterial: null, movement: raw.watch ? 'Automatic' : null, waterResistanceBucket: null, boxAndPapers: raw.stock === 1,
    limitedEdition: false, availableSizes: raw.watch ? [] : ['M'], colors: raw.watch ? [] : ['Black'], style: null, season: null, fit: null,
    effectivePricePence: 1000, pricePence: raw.sale ? 2000 : 1000, caseDiameterMm: raw.watch ? 40 : null, stock: raw.stock, featured: false,
    viewCount: raw.id, recentViews: 0, recentPurchases: 0, averageRating100: 450, reviewCount: 0, createdMicros: raw.id,
  };
}

/** The slots whose document has a word starting with `term`, by the best weight it reaches there (the text index's definition). */
function naiveMatch(documents: Map<number, IndexedProduct>, term: string): number[][] {
  const byWeight: number[][] = [[], [], []];
  for (const [slot, p] of documents) {
    const texts = [
      [p.name, p.brand, p.model ?? '', p.reference ?? '', p.sku],
      [...p.materials, ...p.colors, ...p.tags, p.category],
      [p.description],
    ];
    const weight = texts.findIndex((parts) => parts.some((text) => lexemesOf(text).some((word) => word.startsWith(term))));
    if (weight >= 0) byWeight[weight].push(slot);
  }
  return byWeight;
}

describe('ProductStore built in bulk', () => {
  it('holds the same sets, ranks, value lists and text matches as one built a product at a time', () => {
    const step = fc.oneof(productArbitrary.map((raw) => ({ upsert: product(raw) })), fc.integer({ min: 1, max: 30 }).map((id) => ({ remove: id })));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const bulk = new ProductStore(4);
        const single = new ProductStore(4);
        const documents = new Map<number, IndexedProduct>();
        bulk.startBuild();
        for (const change of steps) {
          for (const store of [bulk, single]) {
            if ('upsert' in change) store.upsert(change.upsert);
            else store.remove(change.remove);
          }
          if ('upsert' in change) documents.set(single.slotOf(change.upsert.id)!, change.upsert);
        }
        const ranks = [[...NAMES].sort(), [...BRANDS].sort()];
        bulk.setRanks(ranks[0], ranks[1]);
        single.setRanks(ranks[0], ranks[1]);
        bulk.finishBuild();

        expect(bulk.size).toBe(single.size);
        for (const key of ['live', 'inStock', 'onSale'] as const) expect(bulk[key].toArray(), key).toEqual(single[key].toArray());
        for (const { key } of FACET_GROUPS) {
          const sets = (store: ProductStore) => [...store.groups.get(key)!].map(([value, set]) => [value, set.toArray()]);
          expect(sets(bulk), key).toEqual(sets(single));
        }
        for (const column of ['nameRank', 'brandRank', 'ids', 'price', 'stock'] as const) {
          expect([...bulk[column].subarray(0, bulk.size)], column).toEqual([...single[column].subarray(0, single.size)]);
        }
        for (let slot = 0; slot < single.size; slot++) {
          const values = (store: ProductStore) => [...store.slotValues.subarray(store.valueStart[slot], store.valueStart[slot] + store.valueCount[slot])];
          expect(values(bulk)).toEqual(values(single));
          const doc = documents.get(slot)!;
          expect(single.nameRank[slot]).toBe(ranks[0].indexOf(doc.name));
          expect(single.brandRank[slot]).toBe(ranks[1].indexOf(doc.brand));
        }
        expect(bulk.ranksStale).toBe(false);
        for (const term of ['steel', 'st', 'rol', 'a', 'aur', '126610ln', 'd', 'sohne', 'm', 'black', 'watches', 'zzz']) {
          const expected = naiveMatch(documents, term);
          expect(bulk.text.match(term).byWeight.map((set) => set.toArray()), term).toEqual(expected);
          expect(single.text.match(term).byWeight.map((set) => set.toArray()), term).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('notes when a name or brand has no known rank', () => {
    const store = new ProductStore(4);
    store.setRanks(['Speedmaster'], ['Omega']);
    store.upsert(product({ id: 1, brand: 'Omega', name: 'Speedmaster', model: null, reference: null, materials: [], tags: [], description: '', stock: 1, sale: false, watch: true }));
    expect(store.ranksStale).toBe(false);
    store.upsert(product({ id: 2, brand: 'Rolex', name: 'Speedmaster', model: null, reference: null, materials: [], tags: [], description: '', stock: 1, sale: false, watch: true }));
    expect(store.ranksStale).toBe(true);
    store.setRanks(['Speedmaster'], ['Omega', 'Rolex']);
    expect(store.ranksStale).toBe(false);
    expect([...store.brandRank.subarray(0, 2)]).toEqual([0, 1]);
  });
});

describe('ProductStore after a build', () => {
  it('keeps room for the value lists of changed products: the first changes after a build reallocate nothing', () => {
    const store = new ProductStore(16_000);
    store.startBuild();
    for (let id = 1; id <= 12_000; id++) store.upsert(product({ id, brand: BRANDS[id % 4], name: NAMES[id % 4], model: null, reference: null, materials: ['Steel', 'Gold'], tags: ['Luxury'], description: 'steel diver', stock: 1, sale: false, watch: id % 2 === 0 }));
    store.setRanks([...NAMES].sort(), [...BRANDS].sort());
    store.finishBuild();
    const values = store.slotValues;
    // A hundred changed products (at a million products the first one used to double a ~50 MB array).
    for (let id = 1; id <= 100; id++) store.upsert(product({ id, brand: 'Rolex', name: 'Datograph', model: 'Diver', reference: null, materials: ['Titanium'], tags: ['Steel'], description: 'gold', stock: 2, sale: true, watch: true }));
    expect(store.slotValues).toBe(values);
  });
});
