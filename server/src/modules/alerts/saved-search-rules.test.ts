import { describe, expect, it } from 'vitest';
import { cleanSavedSearch, describeSavedSearch, type ListingFacts, matchesSavedSearch, SAVED_SEARCH_MESSAGES, type SavedSearchCriteria } from './saved-search-rules';

const ANY: SavedSearchCriteria = { brands: [], modelOrReference: null, minPricePence: null, maxPricePence: null, conditions: [], boxAndPapers: false };
const LISTING: ListingFacts = { brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', pricePence: 1_125_000, condition: 'Excellent', hasBox: true, hasPapers: true };
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

describe('cleanSavedSearch', () => {
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

it('describes a search in a line', () => {
  const pounds = (pence: number) => `£${pence / 100}`;
  expect(describeSavedSearch({ ...ANY, brands: ['Rolex'], modelOrReference: '126610', maxPricePence: 1_200_000, conditions: ['Excellent'], boxAndPapers: true }, pounds)).toBe(
    'Rolex · “126610” · up to £12000 · Excellent · box and papers',
  );
});
