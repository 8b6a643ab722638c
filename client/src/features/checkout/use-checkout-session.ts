import { startTransition, useEffect, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui';
import type { CheckoutOrderFragment, PaymentConfigQuery } from '../../gql/graphql';
import { PaymentConfigText } from '../../gql/texts/PaymentConfig';
import { StartCheckoutText } from '../../gql/texts/StartCheckout';
import { type CheckoutData, checkoutDataFromCart, writeCheckoutData } from '../../lib/checkout-data';
import { checkoutDataFor, clearCheckoutData, readPendingCheckout, rememberPendingCheckout } from '../../lib/checkout-session-state';
import { currentCart } from '../../lib/current-cart';
import { requestGraphql } from '../../lib/graphql-request';
import { checkoutDataProblem, setupFailureToast, type ToastText } from './checkout-guards';
import { CHECKOUT_TOASTS, MISSING_CLIENT_SECRET, MISSING_PUBLISHABLE_KEY } from './checkout-messages';
import { graphqlErrorOf } from '../../lib/api-error';

export type PaymentConfig = PaymentConfigQuery['paymentConfig'];

export interface ReadyCheckout {
  data: CheckoutData;
  order: CheckoutOrderFragment;
  access: { number: string; token: string };
  clientSecret: string;
  config: PaymentConfig;
}

export type CheckoutState = { phase: 'preparing' } | ({ phase: 'ready' } & ReadyCheckout);

/**
 * storefront.md §4, Checkout: read the checkout data (or build it from the
 * cart) — however /checkout was reached (typed, bookmarked, back button), the
 * stored data is used only while its lines equal the current cart's (the
 * account's server cart when signed in), so a stale copy never charges other
 * items (issue 32) — refuse an empty cart or a total of 0, load the payment config,
 * create the payment, then show the form. Each failure leaves for /cart with
 * its toast from §8. Plain requests, not the Apollo client: the checkout shows
 * and takes the card without it (issue 17).
 */
export function useCheckoutSession(): CheckoutState {
  const navigate = useNavigate();
  const { toast } = useToast();
  const store = useStore();
  const [state, setState] = useState<CheckoutState>({ phase: 'preparing' });
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects: each start holds stock.
    if (started.current) return;
    started.current = true;
    const leave = (text: ToastText) => {
      toast({ ...text, variant: 'error' });
      navigate('/cart', { replace: true });
    };

    void (async () => {
      const cart = await currentCart(store);
      const data = checkoutDataFor(cart) ?? checkoutDataFromCart(cart);
      const problem = checkoutDataProblem(data);
      if (problem) return leave(problem);

      let config: PaymentConfig;
      try {
        config = (await requestGraphql(PaymentConfigText, {})).paymentConfig;
        if (!config.simulated && !config.publishableKey) throw new Error(MISSING_PUBLISHABLE_KEY);
      } catch {
        return leave(CHECKOUT_TOASTS.paymentSystem);
      }

      try {
        // The unpaid checkout this tab started before (for this cart or an earlier one) gives its stock back.
        const replaces = data.orderNumber && data.orderToken ? { number: data.orderNumber, token: data.orderToken } : readPendingCheckout();
        const input = {
          expectedTotal: data.cartTotal,
          items: data.cartItems.map((item) => ({ productId: item.id, quantity: item.quantity, size: item.size ?? null })),
          replaces,
        };
        const session = (await requestGraphql(StartCheckoutText, { input })).startCheckout;
        if (!session?.clientSecret) throw new Error(MISSING_CLIENT_SECRET);
        const access = { number: session.order.number, token: session.orderToken };
        clearCheckoutData({ forgetPending: true });
        const saved: CheckoutData = { ...data, orderNumber: access.number, orderToken: access.token };
        writeCheckoutData(saved);
        rememberPendingCheckout(access);
        // The form is the page's largest render (~60 ms on a phone): as a transition React renders it in slices
        // between other work instead of one long task, and "Preparing your order…" stays until it is ready (issue 17).
        startTransition(() => setState({ phase: 'ready', data: saved, order: session.order, access, clientSecret: session.clientSecret, config }));
      } catch (error) {
        const missingSecret = error instanceof Error && error.message === MISSING_CLIENT_SECRET;
        leave(setupFailureToast(graphqlErrorOf(error), missingSecret ? MISSING_CLIENT_SECRET : undefined));
      }
    })();
  }, [navigate, toast, store]);

  return state;
}
