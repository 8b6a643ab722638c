import { OrderDetailPage } from '../features/orders';

/** /account/orders/:number (signed-in customers). */
export default function AccountOrderRoute() {
  return <OrderDetailPage />;
}
