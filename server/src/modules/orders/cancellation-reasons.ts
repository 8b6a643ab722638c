/**
 * Why an order was cancelled: a stable code in customer_order.cancellation_reason,
 * and the sentence customers and staff read for it.
 */
export const CANCELLATION_REASONS = {
  checkout_expired: 'The checkout expired before it was paid; nothing was charged.',
  checkout_replaced: 'Replaced by a newer checkout.',
  payment_setup_failed: 'The payment could not be set up; nothing was charged.',
  sold_out_after_payment: 'Sold out before the payment completed; the payment was refunded.',
  cancelled_by_staff: 'Cancelled by Aurum before dispatch; the payment was refunded.',
} as const;

export type CancellationReason = keyof typeof CANCELLATION_REASONS;

export function isCancellationReason(value: string | null | undefined): value is CancellationReason {
  return value != null && Object.hasOwn(CANCELLATION_REASONS, value);
}

/** The sentence for a reason code; older free-text reasons are shown as they are. */
export function cancellationMessage(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return isCancellationReason(reason) ? CANCELLATION_REASONS[reason] : reason;
}
