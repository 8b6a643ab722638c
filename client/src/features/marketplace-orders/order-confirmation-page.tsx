import { css, useTheme } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { skipToken } from '@apollo/client/react';
import { ButtonLink, CheckIcon, Container, Eyebrow, Skeleton } from '../../components/ui';
import { useMarketplaceOrderQuery } from '../../gql/hooks';
import { MarketplaceNotFound } from '../marketplace/marketplace-not-found';
import { formatWeekdayDateTime } from '../../lib/dates';

export const ORDER_NOT_FOUND = { title: 'Order Not Found', text: 'This marketplace order does not exist, or it is not yours.' } as const;

/** /marketplace/order-confirmation?order=<id>: the order number and what happens next in escrow. */
export function MarketplaceOrderConfirmationPage() {
  const theme = useTheme();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const result = useMarketplaceOrderQuery(orderId ? { variables: { id: orderId }, fetchPolicy: 'cache-and-network' } : skipToken);
  if (!orderId || (result.error && !result.data)) return <MarketplaceNotFound {...ORDER_NOT_FOUND} />;
  const complete = result.dataState === 'complete' ? result.data : undefined;
  const order = complete?.marketplaceOrder;
  const terms = complete?.marketplaceEscrowTerms;

  return (
    <Container>
      <title>Order confirmed — Aurum Marketplace</title>
      <div css={css`display: grid; gap: ${theme.space[6]}; max-width: 44rem; margin-inline: auto; padding-block: ${theme.space[8]} ${theme.space[9]};`}>
        {!order || !terms ? (
          <div role="status" aria-label="Loading your order" css={css`display: grid; gap: ${theme.space[4]};`}>
            <Skeleton height="3rem" />
            <Skeleton height="12rem" />
          </div>
        ) : (
          <>
            <div css={css`display: grid; gap: ${theme.space[3]}; justify-items: center; text-align: center;`}>
              <span aria-hidden="true" css={css`display: grid; place-items: center; width: 3.5rem; height: 3.5rem; border-radius: 50%; background: ${theme.colors.gold}; color: ${theme.colors.black};`}>
                <CheckIcon size={28} />
              </span>
              <Eyebrow>Aurum Marketplace</Eyebrow>
              <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>Thank you — your payment is held in escrow</h1>
              <p>
                Order number <strong data-testid="mp-order-number">{order.number}</strong> · {order.title} · {order.total.formatted}
              </p>
            </div>
            <section aria-labelledby="mp-next-title" css={css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[6]}; background: ${theme.colors.white}; border: 1px solid var(--hairline);`}>
              <h2 id="mp-next-title" css={css`font-size: ${theme.fontSizes.xl};`}>
                What happens next
              </h2>
              <ol css={css`margin: 0; padding-left: ${theme.space[5]}; display: grid; gap: ${theme.space[3]}; line-height: 1.6;`}>
                <li>
                  The seller ships your watch within {terms.shipWithinBusinessDays} business days{order.shipBy ? ` (by ${formatWeekdayDateTime(order.shipBy)})` : ''}, insured and signed for. We email you the carrier and tracking number; if it is not shipped in time you are refunded in full.
                </li>
                <li>When it arrives, confirm delivery on your order page. Your {terms.inspectionDays}-day inspection period starts then.</li>
                <li>Inspect the watch, then accept it — only then is the seller paid — or open a dispute and our team steps in.</li>
              </ol>
            </section>
            <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; justify-content: center;`}>
              <ButtonLink to={`/marketplace/orders/${order.id}`}>View your order</ButtonLink>
              <ButtonLink to="/marketplace/orders" variant="secondary">
                All marketplace orders
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </Container>
  );
}
