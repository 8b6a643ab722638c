import type { Request } from 'express';
import { AppError } from '../../common/errors';
import { BROWSE_SORTS, toBrowseFilter } from './browse/browse-input';
import { BROWSE_LIMITS, type BrowseFilter, type BrowseSort } from './browse/browse-filter';
import { ListingConditionValue, MarketplaceSortValue, SellerTypeValue } from './marketplace-enums';

type Query = Request['query'];

const list = (value: unknown): string[] | undefined => {
  if (value === undefined) return undefined;
  const values = (Array.isArray(value) ? value : [value]).flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : []));
  return values.map((entry) => entry.trim()).filter(Boolean);
};
const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const integer = (query: Query, name: string): number | undefined => {
  const value = single(query[name]);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d{1,10}$/.test(value)) throw new AppError('BAD_REQUEST', `${name} must be a whole number.`);
  return Number(value);
};
/** A page bound: asking for more than the documented cap is an error, never a silent cut. */
const bounded = (query: Query, name: string, min: number, max: number): number | undefined => {
  const value = integer(query, name);
  if (value !== undefined && (value < min || value > max)) throw new AppError('BAD_REQUEST', `${name} must be a whole number from ${min} to ${max}.`);
  return value;
};
const oneOf = <T extends string>(values: string[] | undefined, allowed: Record<string, T>, name: string): T[] | undefined =>
  values?.map((value) => {
    const key = value.toUpperCase().replace(/[\s-]+/g, '_');
    if (!(key in allowed)) throw new AppError('BAD_REQUEST', `${name} must be one of ${Object.keys(allowed).join(', ')}.`);
    return allowed[key];
  });

/** GET /api/marketplace/listings query: the GraphQL filter's names, lists repeated or comma separated. */
export function parseBrowseQuery(query: Query): { filter: BrowseFilter; sort: BrowseSort; page: { offset?: number; limit?: number } } {
  const sortText = (single(query.sort) ?? 'newest').toUpperCase() as MarketplaceSortValue;
  if (!(sortText in BROWSE_SORTS)) throw new AppError('BAD_REQUEST', `sort must be one of ${Object.keys(BROWSE_SORTS).map((s) => s.toLowerCase()).join(', ')}.`);
  const boxAndPapers = single(query.boxAndPapers);
  const filter = toBrowseFilter({
    search: single(query.search),
    brands: list(query.brand),
    conditions: oneOf(list(query.condition), ListingConditionValue, 'condition'),
    sellerTypes: oneOf(list(query.sellerType), SellerTypeValue, 'sellerType'),
    boxAndPapers: boxAndPapers === undefined ? undefined : boxAndPapers === 'true',
    minPricePence: integer(query, 'minPricePence'),
    maxPricePence: integer(query, 'maxPricePence'),
    minYear: integer(query, 'minYear'),
    maxYear: integer(query, 'maxYear'),
    minCaseSizeMm: integer(query, 'minCaseSizeMm'),
    maxCaseSizeMm: integer(query, 'maxCaseSizeMm'),
    sellerId: single(query.sellerId),
  });
  return { filter, sort: BROWSE_SORTS[sortText], page: { offset: bounded(query, 'offset', 0, BROWSE_LIMITS.maxOffset), limit: bounded(query, 'limit', 1, BROWSE_LIMITS.max) } };
}
