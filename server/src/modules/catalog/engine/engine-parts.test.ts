import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bitmap } from './bitmap';
import { parseChange } from './catalogue-notifications';
import { CatalogueIndex } from './catalogue-index';
import { ProductStore } from './product-store';
import { orderByValue, RangeIndex } from './range-index';
import { lexemesOf, normalizeSearchText } from './search-text';
import { TextIndex } from './text-index';
import type { IndexedProduct } from './indexed-product';
import { topK, topKByScore } from './top-k';
import { VersionProbe } from './version-probe';

describe('RangeIndex', () => {
  it('selects exactly the slots within inclusive bounds, across whole and partial runs', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1, max: 500 }), { maxLength: 5000 }), fc.option(fc.integer({ min: -5, max: 505 })), fc.option(fc.integer({ min: -5, max: 505 })), (values, min, max) => {
        const column = Int32Array.from(values);
        const index = new RangeIndex(column, column.length);
        const expected = values.flatMap((value, slot) => (value >= 0 && (min === null || value >= min) && (max === null || value <= max) ? [slot] : []));
        expect(index.between(min ?? undefined, max ?? undefined).toArray()).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['read directly', undefined],
    ['from the first and last runs that meet it', 0],
  ])('finds the bounds of any set, sparse or dense (%s)', (_, directScanMax) => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1, max: 500 }), { minLength: 1, maxLength: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (values, density) => {
        const column = Int32Array.from(values);
        const index = new RangeIndex(column, column.length, directScanMax);
        const slots = values.flatMap((_, slot) => ((slot * 7919) % 1000) / 1000 < density ? [slot] : []);
        const present = slots.map((slot) => values[slot]).filter((value) => value >= 0);
        const expected = present.length ? { min: Math.min(...present), max: Math.max(...present) } : { min: null, max: null };
        expect(index.bounds(new Bitmap(slots), column)).toMatchObject(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('answers as a fresh build after taking in slots appended since it was built (a change appends, never rewrites)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1, max: 500 }), { minLength: 1, maxLength: 3000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.option(fc.integer({ min: -5, max: 505 })),
        fc.option(fc.integer({ min: -5, max: 505 })),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, builtShare, min, max, density) => {
          const column = Int32Array.from(values);
          const builtOver = Math.floor(values.length * builtShare);
          const extended = new RangeIndex(column, builtOver, 0);
          extended.extend(column, Math.floor((builtOver + values.length) / 2));
          extended.extend(column, values.length);
          const fresh = new RangeIndex(column, column.length, 0);
          expect(extended.extraSlots).toBe(values.slice(builtOver).filter((value) => value >= 0).length);
          expect(extended.between(min ?? undefined, max ?? undefined).toArray()).toEqual(fresh.between(min ?? undefined, max ?? undefined).toArray());
          const set = new Bitmap(values.flatMap((_, slot) => (((slot * 7919) % 1000) / 1000 < density ? [slot] : [])));
          const { min: low, max: high } = fresh.bounds(set, column);
          expect(extended.bounds(set, column)).toMatchObject({ min: low, max: high });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rounds fractional bounds inward (38.5 ≤ size keeps 39, not 38)', () => {
    const index = new RangeIndex(Int32Array.from([38, 39, 40]), 3);
    expect(index.between(38.5, 39.5).toArray()).toEqual([1]);
  });

  it.each([
    ['packed keys', undefined],
    ['the comparator, for stores past the packed limit', 0],
  ])('orders the slots with a value by value, then slot, up to the largest Int32 value (%s)', (_, packedSlotLimit) => {
    const value = fc.oneof(fc.integer({ min: -1, max: 50 }), fc.constantFrom(0, 2 ** 31 - 1, 2 ** 31 - 2));
    fc.assert(
      fc.property(fc.array(value, { maxLength: 3000 }), (values) => {
        const column = Int32Array.from(values);
        const expected = values.flatMap((v, slot) => (v >= 0 ? [slot] : [])).sort((a, b) => values[a] - values[b] || a - b);
        expect([...orderByValue(column, column.length, packedSlotLimit)]).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('packs the highest slot the limit allows with the largest value without losing either', () => {
    const limit = 2 ** 22;
    const column = new Int32Array(limit).fill(-1);
    column[limit - 1] = 2 ** 31 - 1;
    column[limit - 2] = 2 ** 31 - 1;
    column[0] = 2 ** 31 - 2;
    expect([...orderByValue(column, limit)]).toEqual([0, limit - 2, limit - 1]);
  });
});

describe('topK', () => {
  it('equals the first k of a full sort, for any k and duplicates', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 300 }), fc.integer({ min: 0, max: 320 }), (keys, k) => {
        const slots = Uint32Array.from(keys.keys());
        const compare = (a: number, b: number) => keys[a] - keys[b] || a - b;
        expect(topK(slots, k, compare)).toEqual(Array.from(slots).sort(compare).slice(0, k));
      }),
    );
  });

  it('by score first equals the first k of a full sort, with few or many distinct scores', () => {
    const weights = [1, 0.4, 0.2];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }), fc.integer({ min: 0, max: 20 })), { maxLength: 300 }),
        fc.integer({ min: 0, max: 320 }),
        fc.boolean(),
        (rows, k, manyScores) => {
          const slots = Uint32Array.from(rows.keys());
          // Sums of term weights as the text index adds them, or (manyScores) all different.
          const scores = Float64Array.from(rows, ([terms], slot) => (manyScores ? slot * 0.01 : terms.reduce((sum, weight) => sum + weights[weight], 0)));
          const views = rows.map(([, views]) => views);
          const compare = (a: number, b: number) => scores[b] - scores[a] || views[b] - views[a] || a - b;
          expect(topKByScore(slots, k, scores, compare)).toEqual(Array.from(slots).sort(compare).slice(0, k));
        },
      ),
    );
  });
});

describe('catalogue notifications', () => {
  it('read version and ids, all, or nothing for a malformed payload', () => {
    expect(parseChange('42:1,2,3')).toEqual({ version: 42, ids: [1, 2, 3] });
    expect(parseChange('43:')).toEqual({ version: 43, ids: [] });
    expect(parseChange('44:*')).toEqual({ version: 44, ids: 'all' });
    expect(parseChange('x:1')).toBeNull();
    expect(parseChange('45:1,a')).toBeNull();
  });
});

describe('VersionProbe', () => {
  it('never answers a caller with a query that started before it asked', async () => {
    let database = 1;
    let started = 0;
    const releases: (() => void)[] = [];
    const probe = new VersionProbe(() => {
      started++;
      const seen = database;
      return new Promise((resolve) => releases.push(() => resolve(seen)));
    });
    const first = probe.current();
    database = 2; // committed after the first query read it
    const second = probe.current();
    const third = probe.current();
    releases.shift()!();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(started).toBe(2);
  });
});

describe('search text', () => {
  it('normalises like aurum_search_text: lower case, no accents, punctuation as spaces', () => {
    expect(normalizeSearchText('A. Lange & Söhne 5711/1A')).toBe('a lange sohne 5711 1a');
    expect(lexemesOf('Patek-Philippe  Nautilus')).toEqual(['patek', 'philippe', 'nautilus']);
    expect(normalizeSearchText('Straße Æon')).toBe('strasse aeon');
  });
});

describe('TextIndex vocabulary', () => {
  const product = (name: string, brand: string) =>
    ({ name, brand, model: null, reference: null, sku: 'AUR-1', materials: [], colors: [], tags: [], category: 'watches', description: 'A fine watch.' }) as unknown as IndexedProduct;

  it('knows the products’ own words and the database’s other terms, each once', () => {
    const text = new TextIndex();
    text.addVocabulary(['seamaster', 'rolex']);
    text.add(0, product('Submariner Date', 'Rolex'));
    text.add(1, product('Datejust', 'Rolex'));
    text.addVocabulary(['submariner', 'speedmaster']);
    expect(text.hasTermStartingWith('seam')).toBe(true);
    expect(text.hasTermStartingWith('speed')).toBe(true);
    expect(text.hasTermStartingWith('subm')).toBe(true);
    expect(text.hasTermStartingWith('zeni')).toBe(false);
    expect(text.match('rol').any.toArray()).toEqual([0, 1]);
    expect(text.match('date').any.toArray()).toEqual([0, 1]);
    expect(text.match('seamaster').any.toArray()).toEqual([]);
  });

  it('matches each term at its best weight, with words and whole texts shared between products', () => {
    const text = new TextIndex();
    const of = (slot: number, fields: Partial<IndexedProduct>) => text.add(slot, { ...product('Submariner', 'Rolex'), sku: `AUR-${slot}`, ...fields });
    of(0, { description: 'Steel watch, steel.' });
    of(1, { name: 'Steel Diver', brand: 'Omega', description: 'Steel watch, steel.' });
    of(2, { name: 'Classic', brand: 'Tudor', reference: '126610LN', materials: ['Steel'], description: 'Diver classic.' });
    of(3, { description: 'A fine watch.' });
    text.settle();
    const weights = (term: string) => text.match(term).byWeight.map((set) => set.toArray());
    expect(weights('steel')).toEqual([[1], [2], [0]]);
    expect(weights('diver')).toEqual([[1], [], [2]]);
    expect(weights('classic')).toEqual([[2], [], []]);
    expect(weights('126610')).toEqual([[2], [], []]);
    // Every product's category, watches, is a B word: the descriptions' watch (C) is never its best weight.
    expect(weights('watch')).toEqual([[], [0, 1, 2, 3], []]);
    expect(weights('submariner')).toEqual([[0, 3], [], []]);
    expect(text.match('aur').any.toArray()).toEqual([0, 1, 2, 3]);
  });
});

describe('facet counts by walking a listing’s slots', () => {
  const product = (id: number, brand: string, materials: string[], category = 'watches') =>
    ({
      id, category, brand, name: `P${id}`, model: null, reference: null, sku: `S${id}`, description: '', materials, tags: [], caseMaterial: null,
      dialColor: id % 2 ? 'Black' : null, strapMaterial: null, movement: null, waterResistanceBucket: null, boxAndPapers: id % 3 === 0,
      limitedEdition: false, availableSizes: [], colors: [], style: null, season: null, fit: null, effectivePricePence: id, pricePence: id,
      caseDiameterMm: null, stock: 1, featured: false, viewCount: 0, recentViews: 0, recentPurchases: 0, averageRating100: 490, reviewCount: 0, createdMicros: 0,
    }) as unknown as IndexedProduct;

  it('equal the sets’ AND-counts for every value, with repeated array values and replaced products', () => {
    const store = new ProductStore(4);
    const brands = ['Rolex', 'Omega', 'Tudor'];
    for (let id = 1; id <= 60; id++) store.upsert(product(id, brands[id % 3], id % 4 ? ['Steel', 'Gold', 'Steel'] : ['Titanium'], id % 5 ? 'watches' : 'clothing'));
    store.upsert(product(7, 'Cartier', ['Platinum']));
    store.remove(8);
    const index = new CatalogueIndex(store, 1);
    const listing = index.evaluate({ category: 'watches' }).matching;
    const counts = index.countValues(listing)!;
    let compared = 0;
    for (const key of ['brands', 'materials', 'dialColors', 'boxAndPapers'] as const) {
      for (const { value, set, number } of index.groupValues(key, 'watches')) {
        expect(counts[number], `${key} ${value}`).toBe(set.andCardinality(listing));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(6);
    expect(index.groupValues('brands', 'watches').map((v) => v.value).sort()).toEqual(['Cartier', 'Omega', 'Rolex', 'Tudor']);
  });
});
