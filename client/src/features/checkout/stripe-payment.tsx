import { type MutableRefObject, useEffect, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { colors, fonts } from '../../components/ui';
import { PAYMENTS_UNAVAILABLE } from './checkout-messages';
import type { Payer } from './payer';
import { loadOrGiveUp } from './stripe-loader';

interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  payerRef: MutableRefObject<Payer | null>;
  onAvailability: (available: boolean) => void;
}

/**
 * Stripe Elements, loaded only when Stripe takes the payments (this file is
 * its own chunk). If Stripe.js cannot load, it says so instead of spinning.
 */
export default function StripePayment({ publishableKey, clientSecret, payerRef, onAvailability }: StripePaymentProps) {
  const theme = useTheme();
  const [stripe, setStripe] = useState<Stripe | null | 'loading'>('loading');

  useEffect(() => {
    let live = true;
    void loadOrGiveUp(() => loadStripe(publishableKey)).then((loaded) => {
      if (!live) return;
      setStripe(loaded);
      onAvailability(Boolean(loaded));
    });
    return () => {
      live = false;
    };
  }, [publishableKey, onAvailability]);

  if (stripe === 'loading') return <p role="status" css={css`color: var(--fg-muted);`}>Loading the secure payment form…</p>;
  if (!stripe) {
    return (
      <p role="alert" css={css`padding: ${theme.space[4]}; border: 1px solid var(--danger); color: var(--danger);`}>
        {PAYMENTS_UNAVAILABLE}
      </p>
    );
  }
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: {
          theme: 'flat',
          variables: { colorPrimary: colors.goldDeep, colorText: colors.ink, colorBackground: colors.white, fontFamily: fonts.text, borderRadius: '0px' },
        },
      }}
    >
      <StripeFields payerRef={payerRef} />
    </Elements>
  );
}

function StripeFields({ payerRef }: { payerRef: MutableRefObject<Payer | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    payerRef.current = async (details) => {
      if (!stripe || !elements) return { ok: false, message: PAYMENTS_UNAVAILABLE };
      // storefront.md §7: billing name, email, address; confirmed without forcing a redirect.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: {
          return_url: `${window.location.origin}/order/confirmation`,
          payment_method_data: {
            billing_details: {
              name: details.name,
              email: details.email,
              phone: details.phone,
              address: { line1: details.address, city: details.city, postal_code: details.postalCode, country: details.country },
            },
          },
        },
      });
      if (error) return { ok: false, message: error.message ?? null };
      return paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') ? { ok: true } : { ok: false, message: null };
    };
    return () => {
      payerRef.current = null;
    };
  }, [stripe, elements, payerRef]);
  return <PaymentElement options={{ layout: 'tabs', fields: { billingDetails: { name: 'never', email: 'never', phone: 'never', address: 'never' } } }} />;
}
