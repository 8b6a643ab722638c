import { OrderItems, OrderPanel } from '../../components/order';
import type { OrderDetailsFragment } from '../../gql/graphql';
import { OrderContact } from './order-contact';

/** The items and delivery panels of an order page. */
export function OrderSections({ order }: { order: OrderDetailsFragment }) {
  return (
    <>
      <OrderPanel id="order-items-heading" title="Your Items">
        <OrderItems order={order} unitPrices />
      </OrderPanel>
      <OrderPanel id="order-delivery-heading" title="Delivery">
        <OrderContact order={order} />
      </OrderPanel>
    </>
  );
}
