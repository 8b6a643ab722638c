import { MarketplaceBrowsePage } from '../features/marketplace';

/** `/marketplace/listings`: filters, sort and page live in the query string. */
export default function MarketplaceListingsRoute() {
  return <MarketplaceBrowsePage />;
}
