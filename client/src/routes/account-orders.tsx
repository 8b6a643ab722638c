import { OrderHistoryPage } from '../features/orders';

/** /account/orders and /orders (signed-in customers). */
export default function AccountOrdersRoute() {
  return <OrderHistoryPage />;
}
