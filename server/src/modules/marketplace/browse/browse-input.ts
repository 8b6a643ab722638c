import { AppError } from '../../../common/errors';
import { CONDITION_WORDS, MarketplaceSortValue, sellerTypeWord } from '../marketplace-enums';
import type { MarketplaceFilterInput } from '../marketplace.types';
import type { BrowseFilter, BrowseSort } from './browse-filter';

const MAX_VALUES = 50;
const MAX_SEARCH = 100;

const bounded = (value: number | undefined | null, name: string, min: number, max: number) => {
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value) || value < min || value > max) throw new AppError('BAD_USER_INPUT', `${name} must be a whole number from ${min} to ${max}.`);
  return value;
};

/** Parses an id the way every marketplace path does; null for anything but a positive whole number. */
export function parseMarketplaceId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The GraphQL (and REST) filter as the browse query takes it; clear errors for values out of range. */
export function toBrowseFilter(input: MarketplaceFilterInput | undefined | null): BrowseFilter {
  if (!input) return {};
  for (const list of [input.brands, input.conditions, input.sellerTypes]) {
    if (list && list.length > MAX_VALUES) throw new AppError('BAD_USER_INPUT', `A filter takes at most ${MAX_VALUES} values.`);
  }
  if (input.search && input.search.length > MAX_SEARCH) throw new AppError('BAD_USER_INPUT', `Search text must be ${MAX_SEARCH} characters or fewer.`);
  let sellerId: number | undefined;
  if (input.sellerId !== undefined && input.sellerId !== null) {
    sellerId = parseMarketplaceId(input.sellerId) ?? -1;
  }
  return {
    search: input.search ?? undefined,
    brands: input.brands ?? undefined,
    conditions: input.conditions?.map((value) => CONDITION_WORDS[value]),
    sellerTypes: input.sellerTypes?.map(sellerTypeWord),
    boxAndPapers: input.boxAndPapers ?? undefined,
    minPricePence: bounded(input.minPricePence, 'minPricePence', 0, 1_000_000_000),
    maxPricePence: bounded(input.maxPricePence, 'maxPricePence', 0, 1_000_000_000),
    minYear: bounded(input.minYear, 'minYear', 1800, 3000),
    maxYear: bounded(input.maxYear, 'maxYear', 1800, 3000),
    minCaseSizeMm: bounded(input.minCaseSizeMm, 'minCaseSizeMm', 1, 100),
    maxCaseSizeMm: bounded(input.maxCaseSizeMm, 'maxCaseSizeMm', 1, 100),
    sellerId,
  };
}

export const BROWSE_SORTS: Record<MarketplaceSortValue, BrowseSort> = {
  NEWEST: 'newest',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  YEAR_DESC: 'year_desc',
};
