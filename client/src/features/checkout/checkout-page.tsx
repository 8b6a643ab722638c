import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { OrderItems, OrderPanel } from '../../components/order';
import { Button, Container, Eyebrow, LockIcon, Skeleton } from '../../components/ui';
import type { CheckoutPrefillQuery } from '../../gql/graphql';
import { CheckoutPrefillText } from '../../gql/texts/CheckoutPrefill';
import { requestGraphql } from '../../lib/graphql-request';
import { hasSessionHint } from '../../lib/session-hint';
import { formatPence } from '../../lib/money';
import { submitFocusingErrors } from '../../lib/focus-first-error';
import { validateCard } from './card-rules';
import { INLINE_PAYMENT_FAILED } from './checkout-messages';
import { shippingCountries } from './countries';
import type { Payer } from './payer';
import { PaymentSuccess } from './payment-success';
import { ShippingDetailsFields } from './shipping-details-fields';
import { validateShipping } from './shipping-rules';
import { SimulatedCardFields } from './simulated-card-fields';
import { type ReadyCheckout, useCheckoutSession } from './use-checkout-session';
import { type CheckoutValues, usePayNow } from './use-pay-now';

const StripePayment = lazy(() => import('./stripe-payment'));

/** /checkout: 'Complete Your Purchase' (storefront.md §2, §4). */
export function CheckoutPage() {
  const theme = useTheme();
  const state = useCheckoutSession();
  const [paid, setPaid] = useState<{ number: string; token: string } | null>(null);

  if (paid) {
    return (
      <Container>
        <title>Payment Successful — Aurum</title>
        <PaymentSuccess orderNumber={paid.number} orderToken={paid.token} />
      </Container>
    );
  }
  return (
    <Container>
      <title>Checkout — Aurum</title>
      <div css={css`display: grid; gap: ${theme.space[3]}; padding-top: ${theme.space[7]}; margin-bottom: ${theme.space[6]};`}>
        <Eyebrow>Secure Checkout</Eyebrow>
        <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>Complete Your Purchase</h1>
      </div>
      {state.phase === 'preparing' ? <PreparingCheckout /> : <CheckoutForm checkout={state} onPaid={setPaid} />}
    </Container>
  );
}

function PreparingCheckout() {
  const theme = useTheme();
  return (
    <div role="status" css={css`display: grid; gap: ${theme.space[4]}; padding-bottom: ${theme.space[9]};`}>
      <p css={css`color: var(--fg-muted);`}>Preparing your order…</p>
      <Skeleton height="8rem" />
      <Skeleton height="16rem" />
    </div>
  );
}

/** A signed-in customer's details fill the form; a failed request leaves it empty, to be typed. */
function useInitialValues(): Partial<CheckoutValues> {
  const [me, setMe] = useState<CheckoutPrefillQuery['me']>(null);
  useEffect(() => {
    if (!hasSessionHint()) return;
    let current = true;
    requestGraphql(CheckoutPrefillText, {}).then(
      (data) => current && setMe(data.me),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return useMemo(() => {
    const country = shippingCountries().find((c) => c.code === me?.country?.toUpperCase() || c.name === me?.country)?.code ?? 'GB';
    if (!me) return { country: 'GB' };
    return {
      email: me.email,
      phone: me.phone ?? '',
      name: [me.firstName, me.lastName].filter(Boolean).join(' '),
      address: me.address ?? '',
      city: me.city ?? '',
      postalCode: me.postcode ?? '',
      country,
    };
  }, [me]);
}

function CheckoutForm({ checkout, onPaid }: { checkout: ReadyCheckout; onPaid: (order: { number: string; token: string }) => void }) {
  const theme = useTheme();
  const stripePayer = useRef<Payer | null>(null);
  const [stripeAvailable, setStripeAvailable] = useState(false);
  const onAvailability = useCallback((available: boolean) => setStripeAvailable(available), []);
  const pay = usePayNow(checkout, stripePayer, onPaid);
  const initialValues = useInitialValues();
  const simulated = checkout.config.simulated;
  const validate = useCallback(
    (values: Partial<CheckoutValues>) => ({ ...validateShipping(values), ...(simulated ? validateCard(values) : {}) }),
    [simulated],
  );

  return (
    <Form<CheckoutValues> onSubmit={pay} validate={validate} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, form, submitting, submitError, dirtySinceLastSubmit }) => (
        <form
          // The button stays enabled (a disabled button would drop keyboard focus); a second press while paying does nothing.
          // A refused press moves focus (and the screen) to the first field in error, not leaving it on Pay Now (issue 37).
          onSubmit={(event) => (submitting ? event.preventDefault() : void submitFocusingErrors(event, handleSubmit, form))}
          noValidate
          aria-label="Checkout"
          css={css`
            display: grid;
            gap: ${theme.space[6]};
            padding-bottom: ${theme.space[9]};
            ${theme.mq.md} {
              grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
              align-items: start;
            }
          `}
        >
          <div css={css`display: grid; gap: ${theme.space[6]};`}>
            <OrderPanel title="Order Summary" id="checkout-summary">
              <OrderItems order={checkout.order} />
            </OrderPanel>
            <OrderPanel title="Shipping Details" id="checkout-shipping">
              <ShippingDetailsFields />
            </OrderPanel>
          </div>
          <div css={css`${theme.mq.md} { position: sticky; top: 7rem; }`}>
            <OrderPanel title="Payment" id="checkout-payment">
              {simulated ? (
                <SimulatedCardFields testCards={checkout.config.testCards} />
              ) : (
                <Suspense fallback={<p role="status">Loading the secure payment form…</p>}>
                  <StripePayment
                    publishableKey={checkout.config.publishableKey ?? ''}
                    clientSecret={checkout.clientSecret}
                    payerRef={stripePayer}
                    onAvailability={onAvailability}
                  />
                </Suspense>
              )}
              {submitError && !dirtySinceLastSubmit && (
                <p role="alert" data-testid="payment-error" css={css`color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
                  {typeof submitError === 'string' ? submitError : INLINE_PAYMENT_FAILED}
                </p>
              )}
              <Button type="submit" size="lg" fullWidth disabled={!simulated && !stripeAvailable} aria-disabled={submitting || undefined} aria-busy={submitting || undefined}>
                <LockIcon size={16} />
                {submitting ? 'Processing…' : 'Pay Now'}
              </Button>
              <p css={css`display: flex; justify-content: center; gap: ${theme.space[2]}; color: var(--fg-muted); font-size: ${theme.fontSizes.xs}; text-align: center;`}>
                You pay {formatPence(checkout.order.total.amount)} · SSL encrypted · 30-day returns
              </p>
            </OrderPanel>
          </div>
        </form>
      )}
    </Form>
  );
}
