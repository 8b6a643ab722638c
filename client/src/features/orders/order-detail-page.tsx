import { css, useTheme } from '@emotion/react';
import { useParams } from 'react-router';
import { ButtonLink, Container, Eyebrow, Skeleton } from '../../components/ui';
import { useMyOrderQuery } from '../../gql/hooks';
import { OrderProgress } from './order-progress';
import { OrderSections } from './order-sections';
import { customerStatusLabel } from './order-status';
import { formatLongDate } from '../../lib/dates';

/** /account/orders/:number: one of the signed-in customer's orders (the server shows only their own). */
export function OrderDetailPage() {
  const theme = useTheme();
  const { number = '' } = useParams();
  const { data, dataState, error } = useMyOrderQuery({ variables: { number } });
  const order = dataState === 'complete' ? data.order : undefined;

  return (
    <Container>
      <title>{`Order ${number} — Aurum`}</title>
      <div css={css`display: grid; gap: ${theme.space[6]}; max-width: 56rem; padding-block: ${theme.space[7]} ${theme.space[9]};`}>
        <ButtonLink to="/account/orders" variant="ghost" size="sm" css={css`justify-self: start;`}>
          ← All orders
        </ButtonLink>
        {order === undefined && !error && (
          <div role="status">
            <span className="visually-hidden">Loading the order</span>
            <Skeleton height="16rem" />
          </div>
        )}
        {(order === null || (error && !order)) && (
          <div css={css`display: grid; gap: ${theme.space[3]};`}>
            <h1 css={css`font-size: ${theme.fontSizes['2xl']};`}>Order Not Found</h1>
            <p>We couldn't find this order in your account.</p>
          </div>
        )}
        {order && (
          <>
            <div css={css`display: grid; gap: ${theme.space[2]};`}>
              <Eyebrow>{customerStatusLabel(order)}</Eyebrow>
              <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>Order {order.number}</h1>
              <p css={css`color: var(--fg-muted);`}>
                {order.paidAt ? `Placed on ${formatLongDate(order.paidAt)}` : `Checkout started on ${formatLongDate(order.createdAt)}`}
              </p>
            </div>
            <OrderProgress order={order} />
            <OrderSections order={order} reviews />
          </>
        )}
      </div>
    </Container>
  );
}
