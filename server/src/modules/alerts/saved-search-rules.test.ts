import { describe, expect, it } from 'vitest';
import { cleanSavedSearch, describeSavedSearch, type ListingFacts, matchesSavedSearch, SAVED_SEARCH_MESSAGES, type SavedSearchCriteria } from './saved-search-rules';

const ANY: SavedSearchCriteria = {
  brands: [],
  modelOrReference: null,
  minPricePence: null,
  maxPricePence: null,
  conditions: [],
  boxAndPapers: false,
  sellerTypes: [],
  minYear: null,
  maxYear: null,
  minCaseSizeMm: null,
  maxCaseSizeMm: null,
};
const LISTING: ListingFacts = { brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', pricePence: 1_125_000, condition: 'Excellent', hasBox: true, hasPapers: true, sellerType: 'dealer', year: 2021, caseSizeMm: 41 };
const matches = (search: Partial<SavedSearchCriteria>, listing: Partial<ListingFacts> = {}) => matchesSavedSearch({ ...ANY, ...search }, { ...LISTING, ...listing });

describe('matchesSavedSearch', () => {
  it('includes both ends of the price range and nothing beyond them', () => {
    expect(matches({ minPricePence: 1_125_000, maxPricePence: 1_125_000 })).toBe(true);
    expect(matches({ minPricePence: 1_125_001 })).toBe(false);
    expect(matches({ maxPricePence: 1_124_999 })).toBe(false);
  });

  it('takes any of the brands, in any case', () => {
    expect(matches({ brands: ['omega', 'ROLEX'] })).toBe(true);
    expect(matches({ brands: ['Omega'] })).toBe(false);
  });

  it('needs every word of the model or reference inside the model or reference', () => {
    expect(matches({ modelOrReference: 'submariner 126610' })).toBe(true);
    expect(matches({ modelOrReference: '126610ln' })).toBe(true);
    expect(matches({ modelOrReference: 'submariner 116610' })).toBe(false);
  });

  it('takes any of the conditions', () => {
    expect(matches({ conditions: ['New', 'Excellent'] })).toBe(true);
    expect(matches({ conditions: ['Very Good'] })).toBe(false);
  });

  it('with box and papers asked, needs both', () => {
    expect(matches({ boxAndPapers: true })).toBe(true);
    expect(matches({ boxAndPapers: true }, { hasPapers: false })).toBe(false);
    expect(matches({ boxAndPapers: true }, { hasBox: false })).toBe(false);
    expect(matches({ boxAndPapers: false }, { hasBox: false, hasPapers: false })).toBe(true);
  });
});

describe('matchesSavedSearch: the listings page’s seller type, year and case size', () => {
  it('takes any of the seller types', () => {
    expect(matches({ sellerTypes: ['dealer'] })).toBe(true);
    expect(matches({ sellerTypes: ['private'] })).toBe(false);
    expect(matches({ sellerTypes: ['private'] }, { sellerType: 'private' })).toBe(true);
  });

  it('includes both ends of the year range and nothing beyond them', () => {
    expect(matches({ minYear: 2021, maxYear: 2021 })).toBe(true);
    expect(matches({ minYear: 2022 })).toBe(false);
    expect(matches({ maxYear: 2020 })).toBe(false);
  });

  it('includes both ends of the case-size range and nothing beyond them', () => {
    expect(matches({ minCaseSizeMm: 41, maxCaseSizeMm: 41 })).toBe(true);
    expect(matches({ minCaseSizeMm: 42 })).toBe(false);
    expect(matches({ maxCaseSizeMm: 40 })).toBe(false);
  });
});

describe('cleanSavedSearch', () => {
  it('takes a search of only a seller type, a year or a case size', () => {
    expect(cleanSavedSearch({ sellerTypes: ['dealer', 'dealer'] })).toEqual({ ok: true, criteria: { ...ANY, sellerTypes: ['dealer'] } });
    expect(cleanSavedSearch({ minYear: 1800, maxYear: 3000 })).toEqual({ ok: true, criteria: { ...ANY, minYear: 1800, maxYear: 3000 } });
    expect(cleanSavedSearch({ minCaseSizeMm: 1, maxCaseSizeMm: 100 })).toEqual({ ok: true, criteria: { ...ANY, minCaseSizeMm: 1, maxCaseSizeMm: 100 } });
  });

  it('keeps both seller types as any (the same search as none), so alone they ask for nothing', () => {
    expect(cleanSavedSearch({ sellerTypes: ['private', 'dealer'] })).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.empty });
    expect(cleanSavedSearch({ brands: ['Rolex'], sellerTypes: ['private', 'dealer'] })).toEqual({ ok: true, criteria: { ...ANY, brands: ['Rolex'] } });
  });

  it('refuses unknown seller types, years and case sizes out of bounds, and reversed ranges, in words', () => {
    expect(cleanSavedSearch({ sellerTypes: ['auction house'] })).toEqual({ ok: false, message: 'Choose seller types from private sellers and dealers.' });
    expect(cleanSavedSearch({ minYear: 1799 })).toEqual({ ok: false, message: 'Years must be whole numbers from 1800 to 3000.' });
    expect(cleanSavedSearch({ maxYear: 3001 })).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.year });
    expect(cleanSavedSearch({ minYear: 2000.5 })).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.year });
    expect(cleanSavedSearch({ minYear: 2001, maxYear: 2000 })).toEqual({ ok: false, message: 'The earliest year must not be after the latest.' });
    expect(cleanSavedSearch({ minCaseSizeMm: 0 })).toEqual({ ok: false, message: 'Case sizes must be whole millimetres from 1 to 100.' });
    expect(cleanSavedSearch({ maxCaseSizeMm: 101 })).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.caseSize });
    expect(cleanSavedSearch({ minCaseSizeMm: 42, maxCaseSizeMm: 41 })).toEqual({ ok: false, message: 'The smallest case size must not be above the largest.' });
  });

  it('refuses a search that asks for nothing', () => {
    expect(cleanSavedSearch({ brands: [], modelOrReference: '  ', boxAndPapers: false })).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.empty });
  });

  it('refuses a lowest price above the highest, but takes them equal', () => {
    expect(cleanSavedSearch({ minPricePence: 500, maxPricePence: 499 })).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.priceOrder });
    expect(cleanSavedSearch({ minPricePence: 500, maxPricePence: 500 }).ok).toBe(true);
  });

  it('refuses prices that are not whole pence in range, unknown conditions and too many brands', () => {
    expect(cleanSavedSearch({ minPricePence: -1 })).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.price });
    expect(cleanSavedSearch({ maxPricePence: 1.5 })).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.price });
    expect(cleanSavedSearch({ conditions: ['Mint'] })).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.conditions });
    expect(cleanSavedSearch({ brands: Array.from({ length: 11 }, (_, index) => `Brand ${index}`) })).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.brands });
    expect(cleanSavedSearch({ modelOrReference: 'x'.repeat(101) })).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.text });
  });

  it('trims text and keeps each brand once', () => {
    expect(cleanSavedSearch({ brands: [' Rolex ', 'rolex'], modelOrReference: '  Submariner   Date ' })).toEqual({
      ok: true,
      criteria: { ...ANY, brands: ['Rolex'], modelOrReference: 'Submariner Date' },
    });
  });
});

it('describes seller types, years and case sizes', () => {
  const pounds = (pence: number) => `£${pence / 100}`;
  expect(describeSavedSearch({ ...ANY, sellerTypes: ['dealer'], minYear: 1990, maxYear: 2005, minCaseSizeMm: 38, maxCaseSizeMm: 41 }, pounds)).toBe('dealers · 1990–2005 · 38–41 mm');
  expect(describeSavedSearch({ ...ANY, sellerTypes: ['private'], minYear: 2020, minCaseSizeMm: 40, maxCaseSizeMm: 40 }, pounds)).toBe('private sellers · from 2020 · 40 mm');
  expect(describeSavedSearch({ ...ANY, maxYear: 1970, maxCaseSizeMm: 36 }, pounds)).toBe('up to 1970 · up to 36 mm');
});

it('describes a search in a line', () => {
  const pounds = (pence: number) => `£${pence / 100}`;
  expect(describeSavedSearch({ ...ANY, brands: ['Rolex'], modelOrReference: '126610', maxPricePence: 1_200_000, conditions: ['Excellent'], boxAndPapers: true }, pounds)).toBe(
    'Rolex · “126610” · up to £12000 · Excellent · box and papers',
  );
});
