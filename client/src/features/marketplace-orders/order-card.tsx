import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Badge, Skeleton } from '../../components/ui';
import type { MarketplaceOrderCard_OrderFragment } from '../../gql/graphql';
import { formatLongDate } from '../../lib/dates';
import { formatDeadline, ORDER_STATUS_BADGES, ORDER_STATUS_LABELS } from './order-rules';

const cardFrame = (theme: ReturnType<typeof useTheme>) => css`
  list-style: none;
  position: relative;
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  background: ${theme.colors.white};
  border: 1px solid var(--hairline);
  ${theme.mq.sm} {
    grid-template-columns: 7rem minmax(0, 1fr);
  }
`;

/** One purchase or sale: photo, title, the other party, amount, status, and the next step with its deadline. */
export function OrderCard({ order }: { order: MarketplaceOrderCard_OrderFragment }) {
  const theme = useTheme();
  const selling = order.viewerRole === 'SELLER';
  return (
    <li aria-label={`${order.title}, order ${order.number}`} css={[cardFrame(theme), css`&:focus-within { outline: 2px solid var(--accent); outline-offset: 2px; }`]}>
      {order.photo ? (
        <img src={order.photo.thumbUrl} alt="" css={css`width: 100%; aspect-ratio: 1; object-fit: cover;`} />
      ) : (
        <span aria-hidden="true" css={css`display: block; aspect-ratio: 1; background: var(--hairline);`} />
      )}
      <div css={css`display: grid; gap: ${theme.space[2]}; align-content: start; min-width: 0;`}>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; align-items: center; justify-content: space-between;`}>
          <h3 css={css`font-size: ${theme.fontSizes.lg}; overflow-wrap: anywhere;`}>
            {/* The whole card opens the order; the title is the link's accessible name. */}
            <Link to={`/marketplace/orders/${order.id}`} css={css`color: inherit; text-decoration: none; &::after { content: ''; position: absolute; inset: 0; } &:hover { color: var(--accent); } &:focus-visible { outline: none; }`}>
              {order.title}
            </Link>
          </h3>
          <Badge variant={ORDER_STATUS_BADGES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        </div>
        <p css={css`margin: 0; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
          {order.number} · {formatLongDate(order.createdAt)}
          {order.counterpartyName && ` · ${selling ? 'Buyer' : 'Seller'}: ${order.counterpartyName}`}
        </p>
        <p css={css`margin: 0; font-size: ${theme.fontSizes.sm};`}>
          <span css={css`font-weight: 600; font-variant-numeric: tabular-nums;`}>{order.total.formatted}</span>
          {selling && order.sellerProceeds && <span css={css`color: var(--fg-muted);`}> · you receive {order.sellerProceeds.formatted}</span>}
        </p>
        {order.nextStep && (
          <p css={css`margin: 0; padding-left: ${theme.space[3]}; border-left: 2px solid var(--accent); font-size: ${theme.fontSizes.sm};`}>
            <span className="visually-hidden">Next: </span>
            {order.nextStep}
            {order.nextStepBy && <strong css={css`display: block; font-weight: 600;`}>Due {formatDeadline(order.nextStepBy)}</strong>}
          </p>
        )}
      </div>
    </li>
  );
}

export function OrderCardSkeleton() {
  const theme = useTheme();
  return (
    <li aria-hidden="true" css={cardFrame(theme)}>
      <Skeleton aspectRatio="1" />
      <div css={css`display: grid; gap: ${theme.space[2]};`}>
        <Skeleton height="1.5rem" width="70%" />
        <Skeleton height="1rem" width="50%" />
        <Skeleton height="1rem" width="35%" />
      </div>
    </li>
  );
}
