import { SellerPageFrame } from '../../features/marketplace-sellers';
import { MarketplaceOrdersPage } from '../../features/marketplace-orders';

/** /marketplace/orders: the signed-in customer's marketplace purchases and sales. */
export default function MarketplaceOrdersRoute() {
  return (
    <SellerPageFrame title="Marketplace orders" intro="Your purchases and sales held in escrow: where each stands and what to do next.">
      <MarketplaceOrdersPage />
    </SellerPageFrame>
  );
}
