import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeFilter, type ProductFilter } from '../product-filter';
import { andAll } from './bitmap';
import { CatalogueIndex } from './catalogue-index';
import { facetsFromIndex } from './engine-facets';
import { FacetKeys } from './facet-keys';
import type { IndexedProduct } from './indexed-product';
import { ProductStore } from './product-store';

const BRANDS = ['Rolex', 'Omega', 'Tudor', 'Cartier', 'Breitling'];
const MOVEMENTS = ['Automatic', 'Manual', 'Quartz'];
const DIALS = ['Black', 'Blue', 'White'];

function product(id: number, variant: number): IndexedProduct {
  const watch = id % 6 !== 0;
  return {
    id, category: watch ? 'watches' : 'clothing', brand: BRANDS[(id + variant) % BRANDS.length], name: `P${id}`, model: null, reference: null,
    sku: `S${id}`, description: '', materials: id % 4 ? ['Steel'] : ['Gold', 'Steel'], tags: id % 5 ? [] : ['Luxury'],
    caseMaterial: watch ? 'Steel' : null, dialColor: watch ? DIALS[id % 3] : null, strapMaterial: null, movement: watch ? MOVEMENTS[(id + variant) % 3] : null,
    waterResistanceBucket: null, boxAndPapers: id % 3 === 0, limitedEdition: id % 7 === 0, availableSizes: watch ? [] : ['M', 'L'], colors: [],
    style: null, season: null, fit: null, effectivePricePence: 100_000 * ((id * 7 + variant) % 40), pricePence: 100_000 * ((id * 7 + variant) % 40) + (id % 2) * 50_000,
    caseDiameterMm: watch ? 36 + (id % 9) : null, stock: (id + variant) % 4, featured: false, viewCount: 0, recentViews: 0, recentPurchases: 0,
    averageRating100: 450, reviewCount: 0, createdMicros: id,
  };
}

const filters = fc
  .record(
    {
      category: fc.constantFrom(undefined, 'watches', 'clothing'),
      brands: fc.option(fc.subarray(BRANDS, { minLength: 1, maxLength: 3 }), { nil: undefined }),
      movements: fc.option(fc.subarray(MOVEMENTS, { minLength: 1, maxLength: 1 }), { nil: undefined }),
      dialColors: fc.option(fc.subarray(DIALS, { minLength: 1, maxLength: 2 }), { nil: undefined }),
      tags: fc.option(fc.constant(['Luxury']), { nil: undefined }),
      inStock: fc.option(fc.boolean(), { nil: undefined }),
      boxAndPapers: fc.option(fc.boolean(), { nil: undefined }),
      minPricePence: fc.option(fc.constantFrom(500_000, 1_000_000), { nil: undefined }),
      maxPricePence: fc.option(fc.constantFrom(2_000_000, 3_000_000), { nil: undefined }),
      caseSizeMin: fc.option(fc.constantFrom(38, 40), { nil: undefined }),
    },
    { requiredKeys: [] },
  )
  .map((raw) => normalizeFilter(raw as ProductFilter));

/** Search terms (already corrected), each matching the start of a word: brands, materials, names P1, P10… */
const SEARCHES = [undefined, ['rolex'], ['omega', 'steel'], ['p1'], ['gold', 'p2']];

/** The relevance of each slot of the evaluation's matches, in their order, scored afresh into a new array. */
function freshScores(store: ProductStore, terms: string[], evaluation: ReturnType<CatalogueIndex['evaluate']>): number[] {
  const scores = new Float64Array(store.size);
  store.text.score(terms, evaluation.matching, scores);
  return evaluation.matching.toArray().map((slot) => scores[slot]);
}

function withoutEachField(filter: ProductFilter): ProductFilter[] {
  return (Object.keys(filter) as (keyof ProductFilter)[]).map((field) => {
    const copy = { ...filter };
    delete copy[field];
    return copy;
  });
}

describe('selections and facet counts remembered per catalogue generation', () => {
  it('give the listing, its slots, search scores and counts computed afresh, for listings and searches sharing selections and across catalogue changes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(0, 1, 2, 3), fc.integer({ min: 1, max: 240 }), fc.integer({ min: 0, max: 3 })), { minLength: 10, maxLength: 40 }), fc.array(filters, { minLength: 4, maxLength: 8 }), (steps, pool) => {
        const store = new ProductStore(16);
        for (let id = 1; id <= 240; id++) store.upsert(product(id, 0));
        const remembering = new CatalogueIndex(store, 1);
        for (const [pick, id, variant] of steps) {
          // Some steps change a product (new slot, new generation): remembered rows of the old catalogue must not be answered.
          if (pick === 3) {
            if (variant === 3) store.remove(id);
            else store.upsert(product(id, variant));
            continue;
          }
          // A listing, then the same listing without each of its selections in turn: they share most groups' keys.
          const filter = pool[(id + pick) % pool.length];
          const terms = SEARCHES[(id + variant) % SEARCHES.length];
          for (const selections of [filter, ...withoutEachField(filter)]) {
            // A search's filter carries its text, as every search request's does.
            const listing = terms ? { ...selections, search: terms.join(' ') } : selections;
            const fresh = new CatalogueIndex(store, 1);
            // A search's matches: remembered by the text index, or each term's matches ANDed here.
            const kept = remembering.evaluate(listing, terms && { terms, match: store.text.matchAll(terms) });
            const computed = fresh.evaluate(listing, terms && { terms, match: andAll(store.text.match(terms[0]).any, terms.slice(1).map((term) => store.text.match(term).any)) });
            expect(kept.matching.toArray()).toEqual(computed.matching.toArray());
            expect([...remembering.candidatesOf(kept)]).toEqual(computed.matching.toArray());
            expect(facetsFromIndex(remembering, listing, kept)).toEqual(facetsFromIndex(fresh, listing, computed));
            if (terms) {
              const candidates = remembering.candidatesOf(kept);
              const relevance = remembering.relevanceOf(kept, candidates);
              expect(Array.from(candidates, (slot) => relevance[slot])).toEqual(freshScores(store, terms, computed));
              for (const slot of candidates) relevance[slot] = 0;
            }
          }
        }
      }),
      { numRuns: 60, seed: 20261126 },
    );
  });

  it('reuse a group’s rows when only that group’s own selection differs', () => {
    const store = new ProductStore(16);
    for (let id = 1; id <= 120; id++) store.upsert(product(id, 0));
    const index = new CatalogueIndex(store, 1);
    const omega = normalizeFilter({ category: 'watches', brands: ['Omega'], movements: ['Automatic'] });
    facetsFromIndex(index, omega, index.evaluate(omega));
    const kept = index.facetCounts.size;
    const rolexTudor = normalizeFilter({ category: 'watches', brands: ['Rolex', 'Tudor'], movements: ['Automatic'] });
    facetsFromIndex(index, rolexTudor, index.evaluate(rolexTudor));
    // Only the brands group (which ignores the brand selection) is shared; every other group's rows depend on the brands chosen.
    expect(index.facetCounts.size).toBe(kept * 2 - 1);
  });
});

describe('FacetKeys', () => {
  it('leave out exactly the group’s own selection', () => {
    const keys = new FacetKeys(normalizeFilter({ category: 'watches', brands: ['Rolex'], minPricePence: 100, inStock: true, search: 'rolx' }), ['rolex']);
    const same = new FacetKeys(normalizeFilter({ category: 'watches', brands: ['Omega'], minPricePence: 100, inStock: true, search: 'rolex' }), ['rolex']);
    expect(keys.of('brands')).toBe(same.of('brands'));
    expect(keys.of('price')).not.toBe(same.of('price'));
    const otherTerms = new FacetKeys(normalizeFilter({ category: 'watches', brands: ['Rolex'], minPricePence: 100, inStock: true, search: 'rolx' }), ['rolx']);
    expect(keys.of('brands')).not.toBe(otherTerms.of('brands'));
    const noStock = new FacetKeys(normalizeFilter({ category: 'watches', brands: ['Omega'], minPricePence: 100, search: 'rolx' }), ['rolex']);
    expect(keys.of('brands')).not.toBe(noStock.of('brands'));
  });
});
