import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { Button, ButtonLink, useToast } from '../../components/ui';
import type { MarketplaceFilterInput } from '@aurum/rules/gql/schema-types';
import { useCurrentUser } from '../auth/use-current-user';
import { apiError } from '../../lib/api-error';

/**
 * "Save this search" on /marketplace/listings (issue 38): saves the brands, search words, price range, conditions and
 * box-and-papers of the filter shown, so the customer hears of each approved listing that matches. Signed out, it asks
 * them to sign in and come back. The mutation loads on the click, keeping the page's JavaScript within its budget.
 */
export function SaveSearchButton({ filter }: { filter: MarketplaceFilterInput }) {
  const { user } = useCurrentUser();
  const client = useApolloClient();
  const location = useLocation();
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);

  if (!user) {
    return (
      <ButtonLink variant="secondary" to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
        Sign in to save this search
      </ButtonLink>
    );
  }

  const save = async () => {
    setSaving(true);
    try {
      const { SaveMarketplaceSearchDocument } = await import('../../gql/ops/SaveMarketplaceSearch');
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
          },
        },
      });
      toast({ title: 'Search saved', description: `${data?.saveMarketplaceSearch.summary ?? ''}. We will tell you in your alerts when a matching listing goes live.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'Could not save this search', description: apiError(failure).message, variant: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="secondary" onClick={save} disabled={saving}>
      {saving ? 'Saving…' : 'Save this search'}
    </Button>
  );
}
