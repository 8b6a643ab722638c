import { useEffect, useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { ButtonLink, CheckIcon } from '../../components/ui';

/**
 * storefront.md §2: 'Payment Successful' with the order number and 'View Order Details'. The link carries the
 * order's token: the checkout data is cleared once paid (issue 32), so the confirmation reads the order by its link.
 */
export function PaymentSuccess({ orderNumber, orderToken }: { orderNumber: string; orderToken: string }) {
  const theme = useTheme();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div css={css`display: grid; justify-items: center; gap: ${theme.space[5]}; padding-block: ${theme.space[9]}; text-align: center;`}>
      <span css={css`display: grid; place-items: center; width: 5rem; height: 5rem; border-radius: 50%; border: 1px solid var(--accent); color: var(--accent);`}>
        <CheckIcon size={36} />
      </span>
      <h1 ref={heading} tabIndex={-1} css={css`font-size: ${theme.fontSizes['3xl']}; &:focus { outline: none; }`}>
        Payment Successful
      </h1>
      <p css={css`max-width: 30rem; color: var(--fg-muted);`}>
        Thank you for your purchase. Your order number is{' '}
        <strong data-testid="paid-order-number" css={css`color: var(--fg); letter-spacing: 0.04em;`}>
          {orderNumber}
        </strong>
        . A confirmation is on its way to your inbox.
      </p>
      <ButtonLink to={`/order/confirmation?order=${encodeURIComponent(orderNumber)}&token=${encodeURIComponent(orderToken)}`} size="lg">
        View Order Details
      </ButtonLink>
    </div>
  );
}
