import type { CheckoutDataRead } from '../../lib/checkout-data';

export const CONFIRMATION_TOASTS = {
  notFound: { title: 'Order Not Found', description: "We couldn't find your order details. Please try again." },
  dataError: { title: 'Order Data Error', description: 'There was an error loading your order details.' },
} as const;

export type ConfirmationSource =
  | { ok: true; number: string; token: string | null }
  | { ok: false; toast: (typeof CONFIRMATION_TOASTS)[keyof typeof CONFIRMATION_TOASTS] };

/**
 * Which order the confirmation shows (storefront.md §4): the number and token
 * from the email link, or else the checkout data of this browser session.
 * No data: 'Order Not Found'; unreadable data: 'Order Data Error'.
 */
export function confirmationSource(params: URLSearchParams, stored: CheckoutDataRead): ConfirmationSource {
  const linkNumber = params.get('order');
  const linkToken = params.get('token');
  if (linkNumber && linkToken) return { ok: true, number: linkNumber, token: linkToken };
  if (stored.status === 'missing') return { ok: false, toast: CONFIRMATION_TOASTS.notFound };
  if (stored.status === 'unreadable') return { ok: false, toast: CONFIRMATION_TOASTS.dataError };
  const number = linkNumber ?? stored.data.orderNumber;
  if (!number) return { ok: false, toast: CONFIRMATION_TOASTS.notFound };
  const token = stored.data.orderNumber === number ? (stored.data.orderToken ?? null) : null;
  return { ok: true, number, token };
}
