import { useEffect, useMemo, useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { skipToken } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { OrderPanel } from '../../components/order';
import { ButtonLink, CheckIcon, Container, Skeleton, useToast } from '../../components/ui';
import { useOrderConfirmationQuery, useSyncOrderPaymentMutation } from '../../gql/hooks';
import { readCheckoutData } from '../../lib/checkout-data';
import { useCartActions } from '../../lib/shop-lists/use-cart-actions';
import { CONFIRMATION_TOASTS, confirmationSource } from './confirmation-source';
import { OrderProgress } from './order-progress';
import { OrderSections } from './order-sections';
import { CONCIERGE, CONCIERGE_TEL } from '@aurum/rules/shop/shop-facts';
import { formatLongDate } from '../../lib/dates';

/** /order/confirmation (storefront.md §2, §4): the order as the server has it; the cart is emptied. */
export function OrderConfirmationPage() {
  const theme = useTheme();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { empty } = useCartActions();
  const source = useMemo(() => confirmationSource(params, readCheckoutData()), [params]);
  const access = useMemo(() => (source.ok ? { number: source.number, token: source.token } : null), [source]);
  const { data: loaded, dataState, loading, error } = useOrderConfirmationQuery(access ? { variables: access, fetchPolicy: 'network-only' } : skipToken);
  const data = dataState === 'complete' ? loaded : undefined;
  const [syncPayment, sync] = useSyncOrderPaymentMutation();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    if (!source.ok) {
      handled.current = true;
      toast({ ...source.toast, variant: 'error' });
      navigate('/', { replace: true });
      return;
    }
    handled.current = true;
    empty();
    // Read from this tab's checkout data (back from Stripe): the link gets the token, so a reload still finds the order once that data is cleared.
    if (source.token && !params.get('token')) {
      navigate(`/order/confirmation?order=${encodeURIComponent(source.number)}&token=${encodeURIComponent(source.token)}`, { replace: true });
    }
  }, [source, params, toast, navigate, empty]);

  const order = sync.data?.refreshOrderPayment ?? data?.order;
  useEffect(() => {
    if (!access || loading) return;
    if (error || data?.order === null) {
      toast({ ...CONFIRMATION_TOASTS.notFound, variant: 'error' });
      navigate('/', { replace: true });
    } else if (data?.order && !data.order.isPaid && !sync.called) {
      // Back from Stripe (or the webhook not in yet): ask the server to check the payment.
      void syncPayment({ variables: { order: { number: access.number, token: access.token } } }).catch(() => undefined);
    }
  }, [access, loading, error, data, sync.called, syncPayment, toast, navigate]);

  if (!source.ok) return null;
  if (!order) {
    return (
      <Container>
        <div role="status" css={css`display: grid; gap: ${theme.space[4]}; padding-block: ${theme.space[8]};`}>
          <p css={css`color: var(--fg-muted);`}>Loading your order…</p>
          <Skeleton height="3rem" width="60%" />
          <Skeleton height="14rem" />
        </div>
      </Container>
    );
  }

  // Guests also come back here later, from the dispatch and refund emails.
  const placedJustNow = order.status === 'PAID' || order.status === 'PENDING';
  const paymentStatus = order.isPaid ? 'Paid' : order.status === 'PENDING' ? 'Awaiting payment' : order.status === 'REFUNDED' ? 'Refunded' : 'Cancelled';
  return (
    <Container>
      <title>{placedJustNow ? 'Order Confirmed — Aurum' : `Order ${order.number} — Aurum`}</title>
      <div css={css`display: grid; gap: ${theme.space[6]}; max-width: 56rem; margin-inline: auto; padding-block: ${theme.space[7]} ${theme.space[9]};`}>
        <header css={css`display: grid; justify-items: center; gap: ${theme.space[4]}; text-align: center;`}>
          <span css={css`display: grid; place-items: center; width: 4.5rem; height: 4.5rem; border-radius: 50%; border: 1px solid var(--accent); color: var(--accent);`}>
            <CheckIcon size={32} />
          </span>
          <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>{placedJustNow ? 'Order Confirmed' : 'Your Order'}</h1>
          {placedJustNow && <p css={css`color: var(--fg-muted);`}>Thank you for choosing Aurum. Your order is being prepared with care.</p>}
        </header>

        <dl
          css={css`
            display: grid;
            gap: ${theme.space[4]};
            grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
            padding: ${theme.space[5]};
            border-block: 1px solid var(--hairline);
            text-align: center;
            dt { font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--fg-muted); }
            dd { margin-top: ${theme.space[1]}; font-size: ${theme.fontSizes.lg}; }
          `}
        >
          <div>
            <dt>Order Number</dt>
            <dd data-testid="order-number">{order.number}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatLongDate(order.paidAt ?? order.createdAt)}</dd>
          </div>
          <div>
            <dt>Payment Status</dt>
            <dd data-testid="payment-status" css={css`color: ${order.isPaid ? theme.colors.success : 'inherit'};`}>
              {paymentStatus}
            </dd>
          </div>
        </dl>

        <OrderSections order={order} />

        {placedJustNow ? (
          <OrderPanel id="whats-next-heading" title="What's Next?" tone="parchment">
            <p>
              A confirmation email is on its way to <strong>{order.email}</strong>. We will write again when your order is dispatched, fully insured and
              signed for.
            </p>
            <p css={css`color: var(--fg-muted);`}>
              Questions about your order? Our client services team is here {CONCIERGE.hours}: <a href={`mailto:${CONCIERGE.email}`}>{CONCIERGE.email}</a> or{' '}
              <a href={CONCIERGE_TEL}>{CONCIERGE.phone}</a>.
            </p>
          </OrderPanel>
        ) : (
          <OrderProgress order={order} />
        )}

        <div css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[3]};`}>
          <ButtonLink to="/account/orders">View My Orders</ButtonLink>
          <ButtonLink to="/products" variant="secondary">
            Continue Shopping
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
