import { MarketplaceCheckoutPage } from '../../features/marketplace-orders';

/** /marketplace/checkout/:id (signed-in buyers): buy a listing through escrow. */
export default function MarketplaceCheckoutRoute() {
  return <MarketplaceCheckoutPage />;
}
