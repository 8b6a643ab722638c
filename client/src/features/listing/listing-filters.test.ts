import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '@aurum/rules/catalog/departments';
import { activeFilters, countActiveFilters } from './active-filters';
import { defaultFilters, toFilterInput, toggleValue } from '@aurum/rules/catalog/listing-filters';
import { sanitizeFilters } from '@aurum/rules/catalog/sanitize-filters';

const { watches, clothing } = DEPARTMENTS;

describe('listing filters', () => {
  it('send only what differs from the defaults, prices in pence', () => {
    expect(toFilterInput(defaultFilters(watches), '  ', watches)).toEqual({ category: 'WATCHES' });
    const filters = { ...defaultFilters(watches), brands: ['Rolex'], minPrice: 5000, maxPrice: 20_000, caseSizeMin: 38, boxAndPapers: true };
    expect(toFilterInput(filters, ' sub ', watches)).toEqual({
      category: 'WATCHES',
      search: 'sub',
      brands: ['Rolex'],
      minPrice: 500_000,
      maxPrice: 2_000_000,
      caseSizeMin: 38,
      caseSizeMax: 50,
      boxAndPapers: true,
    });
    expect(toFilterInput({ ...defaultFilters(clothing), maxPrice: 50_000 }, '', clothing)).toEqual({ category: 'CLOTHING' });
  });

  it('never send a group, flag or case size outside the scope', () => {
    const stray = { ...defaultFilters(watches), sizes: ['M'], movements: ['Automatic'], boxAndPapers: true, caseSizeMin: 40, inStock: true };
    expect(toFilterInput(stray, '', clothing)).toEqual({ category: 'CLOTHING', sizes: ['M'], inStock: true });
    expect(toFilterInput(stray, '', watches)).toEqual({ category: 'WATCHES', movements: ['Automatic'], inStock: true, boxAndPapers: true, caseSizeMin: 40, caseSizeMax: 50 });
  });

  it('send case size bounds one by one where the scope says so (the general listing)', () => {
    const apart = { ...watches, caseSizeBoundsApart: true };
    expect(toFilterInput({ ...defaultFilters(watches), caseSizeMax: 44 }, '', apart)).toEqual({ category: 'WATCHES', caseSizeMax: 44 });
    expect(toFilterInput({ ...defaultFilters(watches), caseSizeMax: 44 }, '', watches)).toEqual({ category: 'WATCHES', caseSizeMin: 30, caseSizeMax: 44 });
  });

  it('count one per selected value, non-default range and flag', () => {
    const filters = { ...defaultFilters(watches), tags: ['Men', 'Luxury'], brands: ['Rolex'], maxPrice: 9000, caseSizeMax: 42, inStock: true };
    expect(countActiveFilters(defaultFilters(watches), watches)).toBe(0);
    expect(countActiveFilters(filters, watches)).toBe(6);
    const price = activeFilters(filters, watches).find((f) => f.id === 'price');
    expect(price?.label).toBe('£0 – £9,000');
    expect(price?.without.maxPrice).toBe(100_000);
  });

  it('keep only known values for the department when read back', () => {
    const filters = sanitizeFilters(
      {
        brands: ['Rolex', 'Rolex', ' ', 42],
        tags: ['Men', 'Bogus'],
        movements: ['Automatic', 'Steam'],
        sizes: ['M'],
        minPrice: 'abc',
        maxPrice: 999_999,
        caseSizeMin: 48,
        caseSizeMax: 32,
        limitedEdition: 'yes',
      },
      watches,
    );
    expect(filters).toMatchObject({ brands: ['Rolex'], tags: ['Men'], movements: ['Automatic'], sizes: [], minPrice: 0, maxPrice: 100_000 });
    expect([filters.caseSizeMin, filters.caseSizeMax]).toEqual([32, 48]);
    expect(filters.limitedEdition).toBe(false);
    expect(sanitizeFilters(null, clothing)).toEqual(defaultFilters(clothing));
    expect(sanitizeFilters({ boxAndPapers: true }, clothing).boxAndPapers).toBe(false);
  });

  it('toggle one value of a group', () => {
    const once = toggleValue(defaultFilters(clothing), 'sizes', 'M');
    expect(once.sizes).toEqual(['M']);
    expect(toggleValue(once, 'sizes', 'M').sizes).toEqual([]);
  });
});
