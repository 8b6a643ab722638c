import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router';
import { OrderPanel } from '../../components/order';
import { Button, LockIcon, Skeleton } from '../../components/ui';
import { useCheckoutPrefillQuery, usePaymentConfigQuery, usePayMarketplaceOrderMutation, useRefreshMarketplacePaymentMutation } from '../../gql/hooks';
import { type CardValues, validateCard } from '../checkout/card-rules';
import { INLINE_PAYMENT_FAILED } from '../checkout/checkout-messages';
import { graphqlErrorOf } from '../../lib/api-error';
import type { Payer } from '../checkout/payer';
import { SimulatedCardFields } from '../checkout/simulated-card-fields';
import type { StartedCheckout } from './delivery-step';
import type { DeliveryValues } from './form-rules';
import { ReservationCountdown } from './reservation-countdown';

const StripePayment = lazy(() => import('../checkout/stripe-payment'));

export const confirmationPath = (orderId: string) => `/marketplace/order-confirmation?order=${encodeURIComponent(orderId)}`;

/**
 * Step 2: pay the reserved order through the shop's gateway. Offline the
 * simulated card form (payMarketplaceOrder); with Stripe, Elements confirms
 * the payment and the server is asked how it stands (refreshMarketplacePayment).
 */
export function PaymentStep({ started, delivery }: { started: StartedCheckout; delivery: DeliveryValues }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const configResult = usePaymentConfigQuery({ fetchPolicy: 'cache-first' });
  const config = configResult.dataState === 'complete' ? configResult.data.paymentConfig : null;
  const me = useCheckoutPrefillQuery({ fetchPolicy: 'cache-first' }).data?.me;
  const [payWithCard] = usePayMarketplaceOrderMutation();
  const [refreshPayment] = useRefreshMarketplacePaymentMutation();
  const stripePayer = useRef<Payer | null>(null);
  const [stripeAvailable, setStripeAvailable] = useState(false);
  const [expired, setExpired] = useState(false);
  const onAvailability = useCallback((available: boolean) => setStripeAvailable(available), []);
  const onEnded = useCallback(() => setExpired(true), []);
  const order = started.order;
  const simulated = config?.simulated ?? !started.publishableKey;

  const pay = async (values: Partial<CardValues>) => {
    try {
      if (simulated) {
        await payWithCard({ variables: { id: order.id, card: { number: values.cardNumber ?? '', expiry: (values.cardExpiry ?? '').replace(/\s/g, ''), cvc: values.cardCvc ?? '' } } });
      } else {
        const outcome = stripePayer.current ? await stripePayer.current({ ...delivery, email: me?.email ?? '' }) : { ok: false as const, message: null };
        if (!outcome.ok) return { [FORM_ERROR]: outcome.message ?? INLINE_PAYMENT_FAILED };
        const refreshed = await refreshPayment({ variables: { id: order.id } });
        if (refreshed.data?.refreshMarketplacePayment.status === 'PENDING') return { [FORM_ERROR]: 'Your payment is being confirmed. Please wait a moment and try again.' };
      }
      navigate(confirmationPath(order.id));
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: graphqlErrorOf(error)?.message ?? INLINE_PAYMENT_FAILED };
    }
  };

  return (
    <Form<Partial<CardValues>> onSubmit={pay} validate={simulated ? (values) => validateCard(values) : undefined}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form noValidate aria-label="Payment" onSubmit={(event) => (submitting ? event.preventDefault() : handleSubmit(event))}>
          <OrderPanel id="mp-checkout-payment" title="2. Payment">
            <ReservationCountdown until={order.reservedUntil} onEnded={onEnded} />
            <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
              Delivering to {delivery.name}, {delivery.address}, {delivery.city} {delivery.postalCode.toUpperCase()}. Order {order.number}.
            </p>
            {!config ? (
              <Skeleton height="12rem" />
            ) : simulated ? (
              <SimulatedCardFields testCards={config.testCards} />
            ) : (
              <Suspense fallback={<p role="status">Loading the secure payment form…</p>}>
                <StripePayment publishableKey={started.publishableKey ?? ''} clientSecret={started.clientSecret} payerRef={stripePayer} onAvailability={onAvailability} />
              </Suspense>
            )}
            {submitError && !dirtySinceLastSubmit && (
              <p role="alert" data-testid="payment-error" css={css`color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
                {submitError}
              </p>
            )}
            <Button type="submit" size="lg" fullWidth disabled={expired || (!simulated && !stripeAvailable)} aria-busy={submitting || undefined}>
              <LockIcon size={16} />
              {submitting ? 'Processing…' : `Pay ${order.total.formatted}`}
            </Button>
            <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.xs}; text-align: center;`}>Held in escrow until you accept the watch · SSL encrypted</p>
          </OrderPanel>
        </form>
      )}
    </Form>
  );
}
