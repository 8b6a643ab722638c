import { MarketplaceOrderPage } from '../../features/marketplace-orders';

/** /marketplace/orders/:id: one marketplace order, for its buyer or its seller. */
export default function MarketplaceOrderRoute() {
  return <MarketplaceOrderPage />;
}
