import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  caseSizeBounds,
  categoryTitle,
  collectionOf,
  COLLECTIONS,
  DEFAULT_FILTERS,
  PAGE_SIZE,
  parseCategory,
  priceBounds,
  PRICE_SLIDER,
  CASE_SIZE_SLIDER,
  SKELETON_COUNT,
  DEBOUNCE_MS,
  toggleValue,
  toProductFilter,
  toProductSort,
} from './listing-rules';

describe('listing constants (storefront.md §9)', () => {
  it('uses the spec values', () => {
    expect(PRICE_SLIDER).toEqual({ min: 0, max: 20_000, step: 100 });
    expect(CASE_SIZE_SLIDER).toEqual({ min: 30, max: 50, step: 1 });
    expect(PAGE_SIZE).toBe(12);
    expect(SKELETON_COUNT).toBe(6);
    expect(DEBOUNCE_MS).toBe(500);
  });
});

describe('category titles', () => {
  it('reads All Products for all and title-cases the rest', () => {
    expect(categoryTitle('all')).toBe('All Products');
    expect(categoryTitle('watches')).toBe('Watches');
    expect(categoryTitle('clothing')).toBe('Clothing');
    expect(categoryTitle('new-arrivals')).toBe('New Arrivals');
  });

  it('defaults a missing category to all and rejects unknown ones', () => {
    expect(parseCategory(undefined)).toBe('all');
    expect(parseCategory('Watches')).toBe('watches');
    expect(parseCategory('shoes')).toBeNull();
  });
});

describe('collections', () => {
  it('finds the three curated slices by their slug, and nothing for any other name', () => {
    expect(collectionOf('sale')).toBe(COLLECTIONS.sale);
    expect(collectionOf('new-arrivals')?.title).toBe('New Arrivals');
    for (const slug of [null, '', 'winter', 'constructor', 'toString', '__proto__']) expect(collectionOf(slug), String(slug)).toBeUndefined();
  });
});

describe('price bounds', () => {
  it('sends nothing at the defaults', () => {
    expect(priceBounds(0, 20_000)).toEqual({});
  });

  it('sends the minimum only when above 0 and the maximum only when below 20000, in pence', () => {
    expect(priceBounds(100, 20_000)).toEqual({ minPrice: 10_000 });
    expect(priceBounds(0, 19_900)).toEqual({ maxPrice: 1_990_000 });
    expect(priceBounds(2_500, 7_500)).toEqual({ minPrice: 250_000, maxPrice: 750_000 });
  });
});

describe('case size bounds', () => {
  it('sends a bound only when it differs from 30 and 50', () => {
    expect(caseSizeBounds(30, 50)).toEqual({});
    expect(caseSizeBounds(31, 50)).toEqual({ caseSizeMin: 31 });
    expect(caseSizeBounds(30, 49)).toEqual({ caseSizeMax: 49 });
  });
});

describe('the listing filter', () => {
  it('sends only the category for the defaults', () => {
    expect(toProductFilter('all', DEFAULT_FILTERS)).toEqual({ category: 'ALL' });
  });

  it('trims the search and drops it when blank', () => {
    expect(toProductFilter('all', { ...DEFAULT_FILTERS, search: '  rolex ' }).search).toBe('rolex');
    expect(toProductFilter('all', { ...DEFAULT_FILTERS, search: '   ' })).not.toHaveProperty('search');
  });

  it('sends watch groups only for watches and clothing groups only for clothing', () => {
    const f = { ...DEFAULT_FILTERS, movements: ['Automatic'], sizes: ['M'], caseSizeMin: 38, boxAndPapers: true, brands: ['Rolex'] };
    expect(toProductFilter('watches', f)).toEqual({
      category: 'WATCHES',
      brands: ['Rolex'],
      movements: ['Automatic'],
      caseSizeMin: 38,
      boxAndPapers: true,
    });
    expect(toProductFilter('clothing', f)).toEqual({ category: 'CLOTHING', brands: ['Rolex'], sizes: ['M'] });
    expect(toProductFilter('all', f)).toEqual({ category: 'ALL', brands: ['Rolex'] });
  });

  it('sends in-stock only when on', () => {
    expect(toProductFilter('all', { ...DEFAULT_FILTERS, inStock: true }).inStock).toBe(true);
    expect(toProductFilter('all', DEFAULT_FILTERS)).not.toHaveProperty('inStock');
  });

  it('adds a collection tag', () => {
    expect(toProductFilter('all', DEFAULT_FILTERS, COLLECTIONS['new-arrivals']).tags).toEqual(['New Arrivals']);
  });

  it('counts active filters for the Filters button', () => {
    expect(activeFilterCount('watches', DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount('watches', { ...DEFAULT_FILTERS, search: 'x', brands: ['A', 'B'], priceMin: 100, inStock: true })).toBe(4);
  });
});

describe('sort', () => {
  it('maps the four general orders', () => {
    expect(toProductSort('featured')).toBe('FEATURED');
    expect(toProductSort('price-low-high')).toBe('PRICE_ASC');
    expect(toProductSort('price-high-low')).toBe('PRICE_DESC');
    expect(toProductSort('newest')).toBe('NEWEST');
  });

  it('lets a collection replace Featured', () => {
    expect(toProductSort('featured', COLLECTIONS.collections)).toBe('CURATED');
    expect(toProductSort('newest', COLLECTIONS.collections)).toBe('NEWEST');
    expect(toProductSort('featured', COLLECTIONS.sale)).toBe('DISCOUNT');
    expect(toProductSort('price-low-high', COLLECTIONS.sale)).toBe('PRICE_ASC');
  });
});

describe('toggling a value', () => {
  it('adds and removes', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});
