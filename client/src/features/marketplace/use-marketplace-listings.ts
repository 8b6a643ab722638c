import type { MarketplaceFacets_FacetsFragment, MarketplaceListingCard_ListingFragment, MarketplaceSort } from '../../gql/graphql';
import type { MarketplaceFilterInput } from '../../gql/graphql';
import { MarketplaceListingsDocument } from '../../gql/hooks';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import { listingsVariables } from '@aurum/rules/marketplace/browse-url';

export interface MarketplaceListingsResult {
  status: 'loading' | 'ready' | 'empty' | 'error';
  items: MarketplaceListingCard_ListingFragment[];
  /** Listings matching over all pages; null until known. */
  total: number | null;
  /** The latest facets, kept while a new filter loads so the sidebar stays put. */
  facets: MarketplaceFacets_FacetsFragment | null;
}

/** One numbered page of live listings (browse, and a seller's profile with filter.sellerId). */
export function useMarketplaceListings(filter: MarketplaceFilterInput, sort: MarketplaceSort, page: number): MarketplaceListingsResult {
  const { data, dataState, previousData, error } = useFirstScreenQuery(MarketplaceListingsDocument, { variables: listingsVariables(filter, sort, page) });
  const result = dataState === 'complete' ? data.marketplaceListings : null;
  const facets = result?.facets ?? previousData?.marketplaceListings.facets ?? null;
  if (!result) return { status: error ? 'error' : 'loading', items: [], total: null, facets };
  return { status: result.items.length === 0 ? 'empty' : 'ready', items: result.items, total: result.totalCount, facets };
}
