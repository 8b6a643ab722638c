import { css, useTheme } from '@emotion/react';
import type { OrderRefunds_RefundFragment } from '../../gql/graphql';
import { formatPence } from '../../lib/money';
import { formatLongDate } from '../../lib/dates';

/** Each refund (credit note) of an order: when, which items, how much and the VAT it contains. */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefunds_RefundFragment[] }) {
  const theme = useTheme();
  if (refunds.length === 0) return null;
  return (
    <section aria-label="Refunds" data-testid="order-refunds" css={css`display: grid; gap: ${theme.space[3]};`}>
      {refunds.map((refund) => (
        <div key={refund.id} data-testid="order-refund" css={css`display: grid; gap: ${theme.space[1]}; padding-top: ${theme.space[3]}; border-top: 1px solid var(--hairline);`}>
          <p css={css`margin: 0; font-weight: 600;`}>
            {formatPence(refund.amount.amount)} refunded on {formatLongDate(refund.refundedAt)}
            <span css={css`color: var(--fg-muted); font-weight: 400;`}> (includes VAT of {formatPence(refund.vat.amount)})</span>
          </p>
          <ul css={css`margin: 0; padding-left: ${theme.space[4]};`}>
            {refund.lines.map((line) => (
              <li key={`${line.productId}-${line.size ?? ''}`}>
                {line.quantity} × {line.brand} {line.name}
                {line.size ? `, size ${line.size}` : ''} — {formatPence(line.amount.amount)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
