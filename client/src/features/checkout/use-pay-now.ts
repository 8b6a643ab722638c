import { type MutableRefObject, useCallback, useRef } from 'react';
import { FORM_ERROR } from 'final-form';
import { useCartActions } from '../../lib/shop-lists/use-cart-actions';
import { useToast } from '../../components/ui';
import { ConfirmSimulatedPaymentText } from '../../gql/texts/ConfirmSimulatedPayment';
import { RefreshOrderPaymentText } from '../../gql/texts/RefreshOrderPayment';
import { SaveCheckoutDetailsText } from '../../gql/texts/SaveCheckoutDetails';
import { clearCheckoutData } from '../../lib/checkout-session-state';
import { requestGraphql } from '../../lib/graphql-request';
import type { CardValues } from './card-rules';
import { CHECKOUT_TOASTS, INLINE_PAYMENT_FAILED } from './checkout-messages';
import { graphqlErrorOf, hasFieldErrors } from '../../lib/api-error';
import type { Payer, PayOutcome } from './payer';
import type { ShippingValues } from './shipping-rules';
import type { ReadyCheckout } from './use-checkout-session';

export type CheckoutValues = ShippingValues & Partial<CardValues>;

/**
 * Pay Now: save the details (the server checks them and keeps the stock),
 * take the payment, then record the order for the confirmation page. A
 * failure toasts 'Payment Failed' and leaves the form usable (storefront.md §8).
 * Plain requests, as the set-up's (use-checkout-session.ts).
 */
export function usePayNow(checkout: ReadyCheckout, stripePayer: MutableRefObject<Payer | null>, onPaid: (order: { number: string; token: string }) => void) {
  const { toast, dismiss } = useToast();
  const failureToast = useRef<number | null>(null);
  const { empty } = useCartActions();

  const paySimulated = useCallback(
    async (values: CheckoutValues): Promise<PayOutcome> => {
      const card = { number: values.cardNumber ?? '', expiry: (values.cardExpiry ?? '').replace(/\s/g, ''), cvc: values.cardCvc ?? '' };
      const attempt = (await requestGraphql(ConfirmSimulatedPaymentText, { clientSecret: checkout.clientSecret, card })).confirmSimulatedPayment;
      return attempt?.status === 'SUCCEEDED' ? { ok: true } : { ok: false, message: attempt?.message ?? null };
    },
    [checkout.clientSecret],
  );

  return useCallback(
    async (values: CheckoutValues) => {
      const failed = (message: string | null) => {
        failureToast.current = toast({ title: CHECKOUT_TOASTS.paymentFailed.title, description: message ?? CHECKOUT_TOASTS.paymentFailed.description, variant: 'error' });
        return { [FORM_ERROR]: message ?? INLINE_PAYMENT_FAILED };
      };
      const details: ShippingValues = {
        email: values.email.trim(),
        phone: values.phone.trim(),
        name: values.name.trim(),
        address: values.address.trim(),
        city: values.city.trim(),
        postalCode: values.postalCode.trim(),
        country: values.country,
      };
      try {
        await requestGraphql(SaveCheckoutDetailsText, { order: checkout.access, details });
      } catch (error) {
        const server = graphqlErrorOf(error);
        if (server && hasFieldErrors(server)) return { ...server.fields, [FORM_ERROR]: server.message };
        return failed(server?.message ?? null);
      }

      let outcome: PayOutcome;
      try {
        if (checkout.config.simulated) outcome = await paySimulated(values);
        else if (stripePayer.current) outcome = await stripePayer.current(details);
        else outcome = { ok: false, message: null };
      } catch (error) {
        outcome = { ok: false, message: graphqlErrorOf(error)?.message ?? null };
      }
      if (!outcome.ok) return failed(outcome.message);

      if (!checkout.config.simulated) await requestGraphql(RefreshOrderPaymentText, { order: checkout.access }).catch(() => undefined);
      // Paid: the checkout data is cleared, so no later visit to /checkout can charge these lines again (issue 32);
      // the confirmation page finds the order by the number and token in its link.
      clearCheckoutData({ forgetPending: true });
      empty();
      if (failureToast.current !== null) dismiss(failureToast.current);
      onPaid(checkout.access);
      return undefined;
    },
    [checkout, paySimulated, stripePayer, toast, dismiss, empty, onPaid],
  );
}
