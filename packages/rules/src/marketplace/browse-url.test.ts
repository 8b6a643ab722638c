import { describe, expect, it } from 'vitest';
import { activeFilterCount, browseUrlParams, resultCountText, DEFAULT_BROWSE, parseBrowseUrl, PRICE_RANGE, toMarketplaceFilter, YEAR_RANGE, type BrowseState } from './browse-url';

const parse = (query: string) => parseBrowseUrl(new URLSearchParams(query));

describe('the browse query string', () => {
  it('is empty for the defaults, and an empty query string gives the defaults', () => {
    expect(browseUrlParams(DEFAULT_BROWSE).toString()).toBe('');
    expect(parse('')).toEqual(DEFAULT_BROWSE);
  });

  it('round-trips every filter, the sort and the page', () => {
    const state: BrowseState = {
      search: 'Submariner',
      brands: ['Rolex', 'Omega'],
      conditions: ['NEW', 'VERY_GOOD'],
      sellerTypes: ['DEALER'],
      boxAndPapers: true,
      price: [5_000, 20_000],
      year: [2010, 2020],
      caseSize: [38, 42],
      sort: 'PRICE_ASC',
      page: 3,
    };
    const query = browseUrlParams(state).toString();
    expect(query).toContain('sort=price-low-high');
    expect(query).toContain('condition=NEW%2CVERY_GOOD');
    expect(parse(query)).toEqual(state);
  });

  it('reads what the filter form sends before hydration (repeated names, sliders at their ends) as the link it writes', () => {
    const form = `search=rolex&sort=price-low-high&brands=Rolex&brands=Omega&condition=NEW&condition=GOOD&sellerType=DEALER&boxAndPapers=true&minPrice=0&maxPrice=${PRICE_RANGE.max}&minYear=${YEAR_RANGE.min}&maxYear=${YEAR_RANGE.max}&minCase=30&maxCase=50`;
    const fromForm = parse(form);
    expect(fromForm).toEqual(parse('search=rolex&sort=price-low-high&brands=Rolex,Omega&condition=NEW,GOOD&sellerType=DEALER&boxAndPapers=true'));
    expect(fromForm.brands).toEqual(['Rolex', 'Omega']);
    expect(fromForm.conditions).toEqual(['NEW', 'GOOD']);
    expect(browseUrlParams(fromForm).toString()).toBe('search=rolex&brands=Rolex%2COmega&condition=NEW%2CGOOD&sellerType=DEALER&boxAndPapers=true&sort=price-low-high');
  });

  it('drops unknown values and clamps ranges and pages', () => {
    const state = parse('condition=MINT,GOOD&sellerType=ROBOT&sort=cheapest&page=-2&minPrice=-50&maxPrice=9999999&minYear=2030&maxYear=2000');
    expect(state.conditions).toEqual(['GOOD']);
    expect(state.sellerTypes).toEqual([]);
    expect(state.sort).toBe('NEWEST');
    expect(state.page).toBe(1);
    expect(state.price).toEqual([PRICE_RANGE.min, PRICE_RANGE.max]);
    expect(state.year).toEqual([2000, YEAR_RANGE.max]);
  });

  it('ignores a non-number bound', () => {
    expect(parse('minCase=abc').caseSize).toEqual(DEFAULT_BROWSE.caseSize);
  });
});

describe('the GraphQL filter', () => {
  it('sends nothing for the defaults', () => {
    expect(toMarketplaceFilter(DEFAULT_BROWSE)).toEqual({});
  });

  it('sends only the bounds that narrow, prices in pence', () => {
    const filter = toMarketplaceFilter({ ...DEFAULT_BROWSE, search: '  Speedmaster ', price: [0, 12_500], caseSize: [40, 50], boxAndPapers: true });
    expect(filter).toEqual({ search: 'Speedmaster', maxPricePence: 1_250_000, minCaseSizeMm: 40, boxAndPapers: true });
  });
});

describe('the active filter count', () => {
  it('counts each chosen value, the toggle, and each moved range once', () => {
    expect(activeFilterCount(DEFAULT_BROWSE)).toBe(0);
    const state: BrowseState = { ...DEFAULT_BROWSE, search: 'x', sort: 'PRICE_DESC', brands: ['Rolex', 'Tudor'], boxAndPapers: true, price: [1_000, 2_000], year: [1990, YEAR_RANGE.max] };
    expect(activeFilterCount(state)).toBe(5);
  });
});

describe('the result count', () => {
  it('names the slice shown when there is more than one page', () => {
    expect(resultCountText(1, 1)).toBe('1 listing');
    expect(resultCountText(1, 12)).toBe('12 listings');
    expect(resultCountText(2, 40)).toBe('Showing 13–24 of 40 listings');
    expect(resultCountText(4, 40)).toBe('Showing 37–40 of 40 listings');
  });
});
