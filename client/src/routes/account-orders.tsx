import { AccountLayout } from '../features/account';
import { OrderHistory } from '../features/orders';

/** /account/orders and /orders (signed-in customers), in the account pages' layout. */
export default function AccountOrdersRoute() {
  return (
    <AccountLayout title="My Orders" intro="Every order you have placed, newest first.">
      <OrderHistory />
    </AccountLayout>
  );
}
