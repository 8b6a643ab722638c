import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Button, ButtonLink, Skeleton } from '../../components/ui';
import { useMyOrdersQuery } from '../../gql/hooks';
import { formatPence } from '../../lib/money';
import { ORDER_STATUS_LABELS } from './order-status';
import { formatLongDate } from '../../lib/dates';

const PAGE = 10;

/** The signed-in customer's orders, newest first (the body of /account/orders). */
export function OrderHistory() {
  const theme = useTheme();
  const [shown, setShown] = useState(PAGE);
  const { data, dataState, error } = useMyOrdersQuery({ variables: { limit: shown, offset: 0 }, fetchPolicy: 'cache-and-network' });
  const list = dataState === 'complete' ? data.myOrders : null;

  return (
    <div css={css`display: grid; gap: ${theme.space[6]}; max-width: 56rem;`}>
      {error && !list && <p role="alert">We could not load your orders. Please try again.</p>}
      {!list && !error && (
        <div role="status" css={css`display: grid; gap: ${theme.space[3]};`}>
          <span className="visually-hidden">Loading your orders</span>
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </div>
      )}
      {list && list.items.length === 0 && (
        <div css={css`display: grid; justify-items: start; gap: ${theme.space[4]};`}>
          <p>You have not placed an order yet.</p>
          <ButtonLink to="/products">Start Shopping</ButtonLink>
        </div>
      )}
      {list && list.items.length > 0 && (
        <ul role="list" css={css`margin: 0; padding: 0; list-style: none; display: grid; gap: ${theme.space[4]};`}>
          {list.items.map((order) => (
            <li
              key={order.id}
              data-testid="order-row"
              css={css`display: grid; gap: ${theme.space[3]}; padding: ${theme.space[5]}; background: ${theme.colors.white}; border: 1px solid var(--hairline); ${theme.mq.sm} { grid-template-columns: 1fr auto; align-items: center; }`}
            >
              <div css={css`display: grid; gap: ${theme.space[1]};`}>
                <h2 css={css`font-family: ${theme.fonts.text}; font-size: ${theme.fontSizes.md}; font-weight: 600; letter-spacing: 0.04em;`}>
                  <Link to={`/account/orders/${order.number}`} css={css`color: inherit; &:hover { color: var(--accent); }`}>
                    Order {order.number}
                  </Link>
                </h2>
                <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
                  {formatLongDate(order.paidAt ?? order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} · {ORDER_STATUS_LABELS[order.status]}
                </p>
                <p css={css`font-size: ${theme.fontSizes.sm};`}>{order.lines.map((line) => line.name).join(', ')}</p>
              </div>
              <p css={css`font-size: ${theme.fontSizes.lg}; font-variant-numeric: tabular-nums;`}>{formatPence(order.total.amount)}</p>
            </li>
          ))}
        </ul>
      )}
      {list && list.totalCount > list.items.length && (
        <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
          Show More Orders
        </Button>
      )}
    </div>
  );
}
