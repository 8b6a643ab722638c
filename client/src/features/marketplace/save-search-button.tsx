import { useLocation } from 'react-router';
import { Button, ButtonLink, useToast } from '../../components/ui';
import type { MarketplaceFilterInput } from '@aurum/rules/gql/schema-types';
import { useSessionHint } from '../../lib/session-hint';

/**
 * "Save this search" on /marketplace/listings (issue 38): saves the brands, search words, price range, conditions,
 * box-and-papers, seller types, years and case sizes of the filter shown, so the customer hears of each approved listing that matches. Signed out, it asks
 * them to sign in and come back (the session hint decides; a session that ended meanwhile is told so by the server).
 * The saving itself (save-search-action.ts) loads on the click.
 */
export function SaveSearchButton({ filter }: { filter: MarketplaceFilterInput }) {
  const signedIn = useSessionHint();
  const location = useLocation();
  const { toast } = useToast();

  if (!signedIn) {
    return (
      <ButtonLink variant="secondary" to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
        Sign in to save this search
      </ButtonLink>
    );
  }
  return (
    <Button variant="secondary" onClick={() => void import('./save-search-action').then((action) => action.saveSearch(filter, toast))}>
      Save this search
    </Button>
  );
}
