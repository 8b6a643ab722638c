import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  categoryTitle,
  collectionOf,
  COLLECTIONS,
  DEFAULT_FILTERS,
  GENERAL_SORT_OPTIONS,
  PAGE_SIZE,
  parseCategory,
  PRICE_SLIDER,
  SKELETON_COUNT,
  DEBOUNCE_MS,
  toProductFilter,
  toProductSort,
} from './listing-rules';
import { CASE_SIZE } from './listing-filters';
import { toggleValue } from './toggle-value';

describe('listing constants (storefront.md §9)', () => {
  it('uses the spec values', () => {
    expect(PRICE_SLIDER).toEqual({ min: 0, max: 20_000, step: 100 });
    expect(CASE_SIZE).toEqual({ min: 30, max: 50, step: 1 });
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

const prices = (minPrice: number, maxPrice: number) => toProductFilter('all', { ...DEFAULT_FILTERS, minPrice, maxPrice }, '');
const caseSizes = (caseSizeMin: number, caseSizeMax: number) => toProductFilter('watches', { ...DEFAULT_FILTERS, caseSizeMin, caseSizeMax }, '');

describe('price bounds', () => {
  it('sends nothing at the defaults', () => {
    expect(prices(0, 20_000)).toEqual({ category: 'ALL' });
  });

  it('sends the minimum only when above 0 and the maximum only when below 20000, in pence', () => {
    expect(prices(100, 20_000)).toEqual({ category: 'ALL', minPrice: 10_000 });
    expect(prices(0, 19_900)).toEqual({ category: 'ALL', maxPrice: 1_990_000 });
    expect(prices(2_500, 7_500)).toEqual({ category: 'ALL', minPrice: 250_000, maxPrice: 750_000 });
  });
});

describe('case size bounds', () => {
  it('sends a bound only when it differs from 30 and 50', () => {
    expect(caseSizes(30, 50)).toEqual({ category: 'WATCHES' });
    expect(caseSizes(31, 50)).toEqual({ category: 'WATCHES', caseSizeMin: 31 });
    expect(caseSizes(30, 49)).toEqual({ category: 'WATCHES', caseSizeMax: 49 });
  });
});

describe('the listing filter', () => {
  it('sends only the category for the defaults', () => {
    expect(toProductFilter('all', DEFAULT_FILTERS, '')).toEqual({ category: 'ALL' });
  });

  it('trims the search and drops it when blank', () => {
    expect(toProductFilter('all', DEFAULT_FILTERS, '  rolex ').search).toBe('rolex');
    expect(toProductFilter('all', DEFAULT_FILTERS, '   ')).not.toHaveProperty('search');
  });

  it('sends watch groups only for watches and clothing groups only for clothing', () => {
    const f = { ...DEFAULT_FILTERS, movements: ['Automatic'], sizes: ['M'], caseSizeMin: 38, boxAndPapers: true, brands: ['Rolex'] };
    expect(toProductFilter('watches', f, '')).toEqual({
      category: 'WATCHES',
      brands: ['Rolex'],
      movements: ['Automatic'],
      caseSizeMin: 38,
      boxAndPapers: true,
    });
    expect(toProductFilter('clothing', f, '')).toEqual({ category: 'CLOTHING', brands: ['Rolex'], sizes: ['M'] });
    expect(toProductFilter('all', f, '')).toEqual({ category: 'ALL', brands: ['Rolex'] });
  });

  it('sends in-stock only when on', () => {
    expect(toProductFilter('all', { ...DEFAULT_FILTERS, inStock: true }, '').inStock).toBe(true);
    expect(toProductFilter('all', DEFAULT_FILTERS, '')).not.toHaveProperty('inStock');
  });

  it('adds a collection tag', () => {
    expect(toProductFilter('all', DEFAULT_FILTERS, '', COLLECTIONS['new-arrivals']).tags).toEqual(['New Arrivals']);
    expect(toProductFilter('all', DEFAULT_FILTERS, '', COLLECTIONS.sale)).toEqual({ category: 'ALL', onSale: true });
  });

  it('counts active filters for the Filters button (search and sort are not filters)', () => {
    expect(activeFilterCount('watches', DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount('watches', { ...DEFAULT_FILTERS, brands: ['A', 'B'], minPrice: 100, inStock: true })).toBe(4);
    expect(activeFilterCount('watches', { ...DEFAULT_FILTERS, minPrice: 100, maxPrice: 900, caseSizeMin: 40 })).toBe(3);
  });
});

describe('sort', () => {
  it('offers the four general orders, Featured first, each sent as it is', () => {
    expect(GENERAL_SORT_OPTIONS.map(({ value, label }) => `${value} ${label}`)).toEqual([
      'FEATURED Featured',
      'PRICE_ASC Price: Low to High',
      'PRICE_DESC Price: High to Low',
      'NEWEST Newest',
    ]);
    for (const { value } of GENERAL_SORT_OPTIONS) expect(toProductSort(value)).toBe(value);
  });

  it('lets a collection replace Featured', () => {
    expect(toProductSort('FEATURED', COLLECTIONS.collections)).toBe('CURATED');
    expect(toProductSort('NEWEST', COLLECTIONS.collections)).toBe('NEWEST');
    expect(toProductSort('FEATURED', COLLECTIONS.sale)).toBe('DISCOUNT');
    expect(toProductSort('PRICE_ASC', COLLECTIONS.sale)).toBe('PRICE_ASC');
  });
});

describe('toggling a value', () => {
  it('adds and removes', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});
