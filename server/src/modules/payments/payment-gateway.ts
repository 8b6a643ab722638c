import { randomUUID } from 'node:crypto';

/** Who takes card payments: Stripe, or the built-in offline gateway. */
export const PAYMENT_PROVIDERS = ['simulated', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The PaymentIntent life cycle both gateways share (a subset of Stripe's statuses). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntentView {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  /** Pence. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** The decline message of the latest failed attempt, if any. */
  lastError?: string | null;
}

export interface CreateIntentRequest {
  amountPence: number;
  orderId: string;
  orderNumber: string;
  email?: string | null;
  /** One per order: a retried create returns the same intent instead of charging twice. */
  idempotencyKey: string;
  /** Who the payment is for, when not a shop order (e.g. 'marketplace'): its events go to the handler of that kind (PaymentEventRouter). */
  kind?: string;
}

/** What a gateway reports happened to a payment, already verified; applied once per event id. */
export interface PaymentEventNotice {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
  intent: PaymentIntentView;
}

export interface RefundRequest {
  intentId: string;
  /** Pence: the whole payment or part of it (line refunds). */
  amountPence: number;
  /** One per attempt: the SDK's network retries of this attempt cannot refund twice. */
  idempotencyKey: string;
  /** Refunds of this payment the shop has already recorded: never the answer to this one. */
  recordedRefundIds?: readonly string[];
}

/** A refund as the gateway reports it (Stripe's Refund statuses). */
export interface RefundView {
  id: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  /** Pence. */
  amount: number;
}

/**
 * Money sent on to a marketplace seller's connected account after the buyer's
 * payment ("separate charges and transfers"): the transfer is tied to the
 * charge it is paid from, so it never draws on funds that have not arrived.
 */
export interface TransferRequest {
  /** Pence. */
  amountPence: number;
  /** The seller's connected account (acct_…); the simulated gateway pays without one. */
  destination: string | null;
  /** The payment the money comes from (its charge is the transfer's source transaction). */
  sourceIntentId: string;
  /** Groups the payment and its transfers, e.g. the order number. */
  transferGroup: string;
  /** One per order: a retried payout transfers once. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface TransferView {
  id: string;
  /** Pence. */
  amount: number;
  destination: string | null;
}

/**
 * A fresh key per refund attempt. Not one per payment: Stripe replays a
 * key's first answer for 24 hours, failures included, so a refused refund
 * could not be tried again. Two refunds of one payment are prevented
 * elsewhere: the order's row lock, the refunds the order recorded, and
 * Stripe refusing to refund a charge beyond what it took.
 */
export const newRefundKey = (intentId: string) => `refund-${intentId}-${randomUUID()}`;

/**
 * The payment provider behind the checkout: Stripe when keys are set, the
 * simulated gateway otherwise. Orders talk only to this interface.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** Given to the browser: Stripe's publishable key, or null for the simulated gateway. */
  readonly publishableKey: string | null;
  createIntent(request: CreateIntentRequest): Promise<PaymentIntentView>;
  retrieveIntent(id: string): Promise<PaymentIntentView>;
  /**
   * Cancels a payment that has not been made, so it can never be made.
   * Answers the intent's status afterwards: 'canceled', or the status that
   * kept it from being cancelled (succeeded, processing: the money is coming).
   */
  cancelIntent(id: string): Promise<IntentStatus>;
  /** Gives a succeeded payment back; the same key twice refunds once. Throws PaymentGatewayError when refused. */
  refund(request: RefundRequest): Promise<RefundView>;
  /** Sends part of a succeeded payment to a connected account; the same key twice transfers once. Throws PaymentGatewayError when refused. */
  transfer(request: TransferRequest): Promise<TransferView>;
}

export class PaymentGatewayError extends Error {
  /** Set when the payment has already been refunded in full: there is nothing left to give back. */
  alreadyRefunded = false;
}

/** The metadata keys put on every intent, so support staff find the order from the payment and back. */
export const INTENT_METADATA = { orderId: 'order_id', orderNumber: 'order_number', kind: 'order_kind' } as const;

/** The metadata every intent carries: the order's id and number, and its kind when it is not a shop order. */
export function intentMetadata(request: CreateIntentRequest): Record<string, string> {
  return {
    [INTENT_METADATA.orderId]: request.orderId,
    [INTENT_METADATA.orderNumber]: request.orderNumber,
    ...(request.kind ? { [INTENT_METADATA.kind]: request.kind } : {}),
  };
}

/**
 * The event the shop derives from the gateway's own answer that a payment
 * succeeded (a status check, a retry, the reconciliation job): deduplicated
 * like a webhook, one id per payment.
 */
export const succeededSync = (intent: PaymentIntentView): PaymentEventNotice => ({ id: `sync_${intent.id}_succeeded`, type: 'payment_intent.succeeded', intent });
