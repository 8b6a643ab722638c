import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from './departments';
import { defaultFilters } from './listing-filters';
import { categoryScope, COLLECTIONS } from './listing-rules';
import { CATEGORY_URL } from './category-url';
import { DEPARTMENT_URL, hasListingParams, listingUrlParams, parseListingUrl } from './department-url';
import type { ListingState } from './listing-state';
import { initialListingState, listingVariables, urlRulesOf } from './url-state';

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

  it('reads what the filter form sends before hydration (repeated names, every field) as the link it writes', () => {
    const form = 'search=moon&sort=price-low&brands=Omega&brands=Rolex&movement=Automatic&minPrice=0&maxPrice=' + watches.priceCeiling + '&inStock=true';
    const link = 'search=moon&sort=price-low&brands=Omega,Rolex&movement=Automatic&inStock=true';
    const fromForm = parseListingUrl(new URLSearchParams(form), watches);
    expect(fromForm).toEqual(parseListingUrl(new URLSearchParams(link), watches));
    expect(fromForm.filters.brands).toEqual(['Omega', 'Rolex']);
    expect(fromForm.filters.movements).toEqual(['Automatic']);
    expect(listingUrlParams(fromForm, watches).toString()).toBe(new URLSearchParams(link).toString());
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

describe('one state for every listing', () => {
  const all = categoryScope('all');
  const sale = categoryScope('all', COLLECTIONS.sale);

  it('a category reads and writes its search text only, beside the rest of its URL', () => {
    const state = initialListingState('?search=rolex&brands=Omega&sort=price-low&page=4', all, { brands: ['Cartier'] });
    expect(state).toEqual({ ...CATEGORY_URL.defaults(all), search: 'rolex' });
    expect(state.sort).toBe('FEATURED');
    const filtered = { ...state, filters: { ...state.filters, brands: ['Omega'] }, sort: 'PRICE_ASC' as const };
    expect(CATEGORY_URL.queryString('', filtered, all)).toBe('?search=rolex');
    expect(CATEGORY_URL.queryString('?collection=sale&search=old', { ...filtered, search: ' new ' }, sale)).toBe('?collection=sale&search=new');
    expect(CATEGORY_URL.queryString('?collection=sale&search=old', { ...filtered, search: '  ' }, sale)).toBe('?collection=sale');
    expect(CATEGORY_URL.urlSyncMs).toBe(0);
  });

  it('a department owns its whole query string and falls back to the saved filters', () => {
    const state = { ...DEPARTMENT_URL.defaults(watches), search: 'moon', page: 2 };
    expect(state.sort).toBe('NEWEST');
    expect(DEPARTMENT_URL.queryString('?utm_source=x&collection=sale', state, watches)).toBe('?search=moon&page=2');
    expect(DEPARTMENT_URL.queryString('?search=moon', DEPARTMENT_URL.defaults(watches), watches)).toBe('');
    expect(DEPARTMENT_URL.urlSyncMs).toBe(200);
    expect(initialListingState('', watches, { brands: ['Omega'], sizes: ['M'] }).filters.brands).toEqual(['Omega']);
    expect(initialListingState('?page=2', watches, { brands: ['Omega'] }).filters.brands).toEqual([]);
  });

  it('cuts a search text from a link to 200 characters on every listing', () => {
    const long = 'x'.repeat(250);
    expect(initialListingState(`?search=${long}`, all, undefined).search).toHaveLength(200);
    expect(initialListingState(`?search=${long}`, watches, undefined).search).toHaveLength(200);
  });

  it('asks a department for its numbered page of 24 and a category for its first 12 (Load More widens them)', () => {
    expect(listingVariables({ ...urlRulesOf(clothing).defaults(clothing), page: 3 }, clothing)).toEqual({
      filter: { category: 'CLOTHING' },
      sort: 'NEWEST',
      page: { offset: 48, limit: 24 },
    });
    expect(listingVariables({ ...urlRulesOf(all).defaults(all), search: ' rolex ' }, all)).toEqual({
      filter: { category: 'ALL', search: 'rolex' },
      sort: 'FEATURED',
      page: { offset: 0, limit: 12 },
    });
    expect(listingVariables(CATEGORY_URL.defaults(sale), sale, 36)).toEqual({
      filter: { category: 'ALL', onSale: true },
      sort: 'DISCOUNT',
      page: { offset: 0, limit: 36 },
    });
  });
});
