import { OrderConfirmationPage } from '../features/orders';

/** /order/confirmation and /order-confirmation (storefront.md §2; accounts-support-info.md §2). */
export default function OrderConfirmationRoute() {
  return <OrderConfirmationPage />;
}
