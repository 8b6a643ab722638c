import { css, useTheme } from '@emotion/react';
import type { OrderDetailsFragment } from '../../gql/graphql';

/** Shipping address and contact details of an order. */
export function OrderContact({ order }: { order: OrderDetailsFragment }) {
  const theme = useTheme();
  const address = order.shippingAddress;
  const heading = css`margin-bottom: ${theme.space[2]}; font-family: ${theme.fonts.text}; font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent);`;
  return (
    <div css={css`display: grid; gap: ${theme.space[5]}; ${theme.mq.sm} { grid-template-columns: 1fr 1fr; }`}>
      <div>
        <h3 css={heading}>Shipping Address</h3>
        {address ? (
          <address css={css`font-style: normal; line-height: 1.6;`} data-testid="order-address">
            {address.name}
            <br />
            {address.address}
            <br />
            {address.city} {address.postalCode}
            <br />
            {address.countryName}
          </address>
        ) : (
          <p css={css`color: var(--fg-muted);`}>Not given yet</p>
        )}
      </div>
      <div>
        <h3 css={heading}>Contact Details</h3>
        <p css={css`line-height: 1.6; overflow-wrap: anywhere;`} data-testid="order-contact">
          {order.email ?? '—'}
          <br />
          {order.phone ?? '—'}
        </p>
      </div>
    </div>
  );
}
