import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink, useToast } from '../../components/ui';
import type { MarketplaceFilterInput } from '@aurum/rules/gql/schema-types';
import { apiError } from '../../lib/api-error';
import { withApolloClient } from '../../lib/apollo-boundary';
import { useSessionHint } from '../../lib/session-hint';

/**
 * "Save this search" on /marketplace/listings (issue 38): saves the brands, search words, price range, conditions and
 * box-and-papers of the filter shown, so the customer hears of each approved listing that matches. Signed out, it asks
 * them to sign in and come back (the session hint decides; a session that ended meanwhile is told so by the server).
 * The page has no Apollo client of its own (a first-screen page): the client and the mutation load on the click,
 * keeping the page's JavaScript within its budget.
 */
export function SaveSearchButton({ filter }: { filter: MarketplaceFilterInput }) {
  const signedIn = useSessionHint();
  const location = useLocation();
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);

  if (!signedIn) {
    return (
      <ButtonLink variant="secondary" to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
        Sign in to save this search
      </ButtonLink>
    );
  }

  const save = async () => {
    setSaving(true);
    try {
      const [client, { SaveMarketplaceSearchDocument }] = await Promise.all([withApolloClient(), import('../../gql/ops/SaveMarketplaceSearch')]);
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
