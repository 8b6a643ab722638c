import type { MarketplaceFilterInput } from '@aurum/rules/gql/schema-types';
import type { ToastInput } from '../../components/ui/toast-state';
import { SaveMarketplaceSearchDocument } from '../../gql/ops/SaveMarketplaceSearch';
import { apiError } from '../../lib/api-error';
import { withApolloClient } from '../../lib/apollo-boundary';

/**
 * Saves the browse filter shown as a saved search and says how it went. Loaded on the click of "Save this search",
 * so the first-screen browse page carries neither the mutation nor the Apollo client (its JavaScript budget).
 */
export async function saveSearch(filter: MarketplaceFilterInput, toast: (input: ToastInput) => void): Promise<void> {
  try {
    const client = await withApolloClient();
    const { data } = await client.mutate({
      mutation: SaveMarketplaceSearchDocument,
      variables: {
        input: {
          brands: filter.brands ?? null,
          modelOrReference: filter.search ?? null,
          minPricePence: filter.minPricePence ?? null,
          maxPricePence: filter.maxPricePence ?? null,
          conditions: filter.conditions ?? null,
          boxAndPapers: filter.boxAndPapers ?? null,
          sellerTypes: filter.sellerTypes ?? null,
          minYear: filter.minYear ?? null,
          maxYear: filter.maxYear ?? null,
          minCaseSizeMm: filter.minCaseSizeMm ?? null,
          maxCaseSizeMm: filter.maxCaseSizeMm ?? null,
        },
      },
    });
    toast({ title: 'Search saved', description: `${data?.saveMarketplaceSearch.summary ?? ''}. We will tell you in your alerts when a matching listing goes live.`, variant: 'success' });
  } catch (failure) {
    toast({ title: 'Could not save this search', description: apiError(failure).message, variant: 'error' });
  }
}
