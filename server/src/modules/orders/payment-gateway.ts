import type { PaymentProvider } from './order.entity';

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
}

/** What a gateway reports happened to a payment, already verified; applied once per event id. */
export interface PaymentEventNotice {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
  intent: PaymentIntentView;
}

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
  cancelIntent(id: string): Promise<void>;
  refund(intentId: string): Promise<void>;
}

export class PaymentGatewayError extends Error {}

/** The metadata keys put on every intent, so support staff find the order from the payment and back. */
export const INTENT_METADATA = { orderId: 'order_id', orderNumber: 'order_number' } as const;
