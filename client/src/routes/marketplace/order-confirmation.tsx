import { MarketplaceOrderConfirmationPage } from '../../features/marketplace-orders';

/** /marketplace/order-confirmation?order=<id>: the order number and what happens next. */
export default function MarketplaceOrderConfirmationRoute() {
  return <MarketplaceOrderConfirmationPage />;
}
