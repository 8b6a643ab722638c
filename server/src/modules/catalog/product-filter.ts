import { PAGE_SIZE as NUMBERED_PAGE_SIZE } from '@aurum/rules/catalog/department';
import { PAGE_SIZE as LOAD_MORE_PAGE_SIZE } from '@aurum/rules/catalog/listing-rules';
import type { ProductCategory } from './product.entity';

/**
 * What a shopper can ask of the catalogue (storefront.md §7 and §9), in one
 * shape shared by GraphQL and the REST facade. Prices are pence.
 */
export interface ProductFilter {
  category?: ProductCategory;
  search?: string;
  minPricePence?: number;
  maxPricePence?: number;
  brands?: string[];
  materials?: string[];
  inStock?: boolean;
  /** Only products on sale (a sale price below the price). */
  onSale?: boolean;
  /** Every listed tag must be present (quick chips combine: Men + Luxury). */
  tags?: string[];
  caseMaterials?: string[];
  dialColors?: string[];
  straps?: string[];
  movements?: string[];
  /** Buckets of §9: 30m, 50m, 100m, 200m, 300m, 500m, 1000m+. */
  waterResistances?: string[];
  caseSizeMin?: number;
  caseSizeMax?: number;
  boxAndPapers?: boolean;
  limitedEdition?: boolean;
  sizes?: string[];
  colors?: string[];
  styles?: string[];
  seasons?: string[];
  fits?: string[];
}

export const PRODUCT_SORTS = [
  'featured',
  'newest',
  'price_asc',
  'price_desc',
  'curated',
  'trending',
  'popular',
  'rating',
  'discount',
  'name',
  'brand',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PAGE_LIMITS = {
  /** General listing: 12 first, Load More adds 12. */
  loadMore: LOAD_MORE_PAGE_SIZE,
  /** Dedicated listings: numbered pages of 24. */
  numbered: NUMBERED_PAGE_SIZE,
  max: 100,
  defaultLimit: 24,
  /** Deep offsets cost a scan of every skipped row; nobody pages past this. */
  maxOffset: 10_000,
};

export const SEARCH_LIMITS = { defaultLimit: 50, max: 100, maxQueryLength: 200, maxWords: 8 };

export interface Page {
  offset: number;
  limit: number;
}

const LIST_KEYS = [
  'brands',
  'materials',
  'tags',
  'caseMaterials',
  'dialColors',
  'straps',
  'movements',
  'waterResistances',
  'sizes',
  'colors',
  'styles',
  'seasons',
  'fits',
] as const satisfies readonly (keyof ProductFilter)[];

const MAX_LIST_VALUES = 50;
const MAX_VALUE_LENGTH = 100;

/** Trims, drops blanks and duplicates, and caps list sizes, so equal requests have equal filters. */
export function normalizeFilter(filter: ProductFilter): ProductFilter {
  const normalized: ProductFilter = { ...filter };
  for (const key of LIST_KEYS) {
    const values = filter[key];
    if (!values) continue;
    const cleaned = [...new Set(values.map((value) => value.trim()).filter((value) => value && value.length <= MAX_VALUE_LENGTH))]
      .slice(0, MAX_LIST_VALUES)
      .sort();
    if (cleaned.length > 0) normalized[key] = cleaned;
    else delete normalized[key];
  }
  const search = filter.search?.trim().slice(0, SEARCH_LIMITS.maxQueryLength);
  // A search without a letter or a digit ("%%%%", "--") has no words to look for: the same as none.
  if (search && /[\p{L}\p{N}]/u.test(search)) normalized.search = search;
  else delete normalized.search;
  if (normalized.inStock === false) delete normalized.inStock;
  if (normalized.onSale === false) delete normalized.onSale;
  if (normalized.boxAndPapers === false) delete normalized.boxAndPapers;
  if (normalized.limitedEdition === false) delete normalized.limitedEdition;
  return normalized;
}

export function clampPage(page: Partial<Page> | undefined): Page {
  const limit = Math.min(Math.max(Math.trunc(page?.limit ?? PAGE_LIMITS.defaultLimit), 1), PAGE_LIMITS.max);
  const offset = Math.min(Math.max(Math.trunc(page?.offset ?? 0), 0), PAGE_LIMITS.maxOffset);
  return { offset, limit };
}
