import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { OrderItems_OrderFragment } from '../../gql/graphql';
import { formatPence } from '../../lib/money';

/** What the item list and totals read of an order (or a started checkout); amounts in pence. */
export type OrderItemsData = OrderItems_OrderFragment;

const thumbnail = (url: string) => `${url}${url.includes('?') ? '&' : '?'}w=320`;

/**
 * Items with size and quantity, then subtotal, shipping, total and the VAT
 * the total includes (accounts-support-info.md §9) — the server's figures.
 * Used by the checkout summary, the confirmation and the order history.
 */
export function OrderItems({ order, unitPrices = false, lineAction }: { order: OrderItemsData; unitPrices?: boolean; lineAction?: (line: OrderItemsData['lines'][number]) => ReactNode }) {
  const theme = useTheme();
  const row = css`display: flex; justify-content: space-between; gap: ${theme.space[3]}; font-variant-numeric: tabular-nums;`;
  return (
    <div css={css`display: grid; gap: ${theme.space[5]};`}>
      <ul role="list" css={css`margin: 0; padding: 0; list-style: none;`}>
        {order.lines.map((line) => (
          <li
            key={`${line.productId}|${line.size ?? ''}`}
            data-testid="order-line"
            css={css`display: grid; grid-template-columns: 4rem 1fr auto; gap: ${theme.space[4]}; align-items: center; padding-block: ${theme.space[3]}; border-bottom: 1px solid var(--hairline);`}
          >
            <img src={thumbnail(line.imageUrl)} alt="" width={64} height={80} css={css`width: 4rem; height: 5rem; object-fit: cover; background: ${theme.colors.parchment};`} />
            <div css={css`min-width: 0;`}>
              <p css={css`color: var(--accent); font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`}>{line.brand}</p>
              <p css={css`font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.lg}; line-height: 1.25;`}>{line.name}</p>
              <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
                {line.size ? `Size: ${line.size} · ` : ''}Qty: {line.quantity}
                {unitPrices ? ` · ${formatPence(line.unitPrice.amount)} each` : ''}
              </p>
              {lineAction?.(line)}
            </div>
            <p css={css`font-variant-numeric: tabular-nums; white-space: nowrap;`}>{formatPence(line.lineTotal.amount)}</p>
          </li>
        ))}
      </ul>
      <dl css={css`display: grid; gap: ${theme.space[3]}; font-size: ${theme.fontSizes.sm};`}>
        <div css={row}>
          <dt>Subtotal</dt>
          <dd data-testid="order-subtotal">{formatPence(order.subtotal.amount)}</dd>
        </div>
        <div css={row}>
          <dt>Shipping</dt>
          <dd data-testid="order-shipping">{formatPence(order.shipping.amount)}</dd>
        </div>
        <div css={[row, css`padding-top: ${theme.space[3]}; border-top: 1px solid var(--hairline); font-size: ${theme.fontSizes.lg}; font-weight: 600;`]}>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPence(order.total.amount)}</dd>
        </div>
        <div css={[row, css`color: var(--fg-muted); font-size: ${theme.fontSizes.xs};`]}>
          <dt>Includes VAT (20%)</dt>
          <dd data-testid="order-vat">{formatPence(order.vat.amount)}</dd>
        </div>
      </dl>
    </div>
  );
}
