import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from './department';
import { defaultFilters } from './listing-filters';
import { hasListingParams, listingUrlParams, parseListingUrl, type ListingState } from './url-state';

const { watches, clothing } = DEPARTMENTS;

describe('listing URL', () => {
  it('is plain for the default listing', () => {
    const state: ListingState = { filters: defaultFilters(watches), search: '', sort: 'NEWEST', page: 1 };
    expect(listingUrlParams(state, watches).toString()).toBe('');
    expect(hasListingParams(new URLSearchParams(''))).toBe(false);
    expect(hasListingParams(new URLSearchParams('utm_source=x'))).toBe(false);
  });

  it('round-trips a filtered, sorted, paged state', () => {
    const state: ListingState = {
      filters: { ...defaultFilters(watches), brands: ['A. Lange & Söhne', 'Omega'], tags: ['Women'], maxPrice: 25_000, caseSizeMin: 36, caseSizeMax: 39, limitedEdition: true, waterResistances: ['1000m+'] },
      search: 'moon',
      sort: 'PRICE_ASC',
      page: 3,
    };
    const params = listingUrlParams(state, watches);
    expect(params.get('sort')).toBe('price-low');
    expect(params.get('brands')).toBe('A. Lange & Söhne,Omega');
    expect(hasListingParams(params)).toBe(true);
    expect(parseListingUrl(new URLSearchParams(params.toString()), watches)).toEqual(state);
  });

  it('survives a mangled link', () => {
    const state = parseListingUrl(new URLSearchParams('page=-3&sort=cheapest&sizes=M,Huge&minPrice=9e9&fit=Slim'), clothing);
    expect(state.page).toBe(1);
    expect(state.sort).toBe('NEWEST');
    expect(state.filters.sizes).toEqual(['M']);
    expect(state.filters.fits).toEqual(['Slim']);
    expect(state.filters.minPrice).toBe(0);
  });
});
