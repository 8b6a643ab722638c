import { css, useTheme } from '@emotion/react';
import { OrderItems, OrderPanel } from '../../components/order';
import { ButtonLink } from '../../components/ui';
import type { OrderDetailsFragment } from '../../gql/graphql';
import { OrderContact } from './order-contact';

/** A dispatched order's pieces may be reviewed (the product page's form; the server checks again). */
export const reviewableOrder = (order: Pick<OrderDetailsFragment, 'status' | 'dispatch'>) => order.dispatch != null && order.status !== 'REFUNDED' && order.status !== 'CANCELLED';

/** The items and delivery panels of an order page; on the customer's own order, "Review this piece" per line once dispatched. */
export function OrderSections({ order, reviews = false }: { order: OrderDetailsFragment; reviews?: boolean }) {
  const theme = useTheme();
  return (
    <>
      <OrderPanel id="order-items-heading" title="Your Items">
        <OrderItems
          order={order}
          unitPrices
          lineAction={
            reviews && reviewableOrder(order)
              ? (line) => (
                  <ButtonLink
                    to={`/product/${line.productId}?review=write`}
                    aria-label={`Review this piece: ${line.name}`}
                    variant="ghost"
                    size="sm"
                    css={css`margin-top: ${theme.space[2]}; padding-inline: 0;`}
                  >
                    Review this piece
                  </ButtonLink>
                )
              : undefined
          }
        />
      </OrderPanel>
      <OrderPanel id="order-delivery-heading" title="Delivery">
        <OrderContact order={order} />
      </OrderPanel>
    </>
  );
}
