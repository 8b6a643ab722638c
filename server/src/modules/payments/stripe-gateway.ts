import Stripe from 'stripe';
import { AppError } from '../../common/errors';
import type { StripeSettings } from '../../config';
import {
  type CreateIntentRequest,
  intentMetadata,
  type IntentStatus,
  type PaymentEventNotice,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentIntentView,
  type RefundRequest,
  type RefundView,
  type TransferRequest,
  type TransferView,
} from './payment-gateway';

const HANDLED_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

function view(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as PaymentIntentView['status'],
    amount: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata ?? {},
    lastError: intent.last_payment_error?.message ?? null,
  };
}

function refundView(refund: Stripe.Refund): RefundView {
  return { id: refund.id, status: (refund.status ?? 'pending') as RefundView['status'], amount: refund.amount };
}

function gatewayError(error: unknown): PaymentGatewayError {
  const message = error instanceof Stripe.errors.StripeError ? error.message : 'The payment provider could not be reached.';
  return new PaymentGatewayError(message, { cause: error });
}

const stripeCode = (error: unknown) => (error instanceof Stripe.errors.StripeError ? error.code : undefined);

/** The Stripe SDK's address options, from a URL such as http://127.0.0.1:4255 (a stub in tests). */
function addressOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Real payments through Stripe PaymentIntents (amounts in pence, GBP). */
export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Aurum' },
      ...addressOptions(settings.apiUrl),
    });
  }

  async createIntent(request: CreateIntentRequest): Promise<PaymentIntentView> {
    return this.call(async () =>
      view(
        await this.stripe.paymentIntents.create(
          {
            amount: request.amountPence,
            currency: 'gbp',
            automatic_payment_methods: { enabled: true },
            description: `Aurum order ${request.orderNumber}`,
            receipt_email: request.email ?? undefined,
            metadata: intentMetadata(request),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      ),
    );
  }

  async retrieveIntent(id: string): Promise<PaymentIntentView> {
    return this.call(async () => view(await this.stripe.paymentIntents.retrieve(id)));
  }

  async cancelIntent(id: string): Promise<IntentStatus> {
    try {
      return (await this.stripe.paymentIntents.cancel(id)).status as IntentStatus;
    } catch (error) {
      // Stripe will not cancel a payment that succeeded or is processing: say where it stands instead.
      if (stripeCode(error) === 'payment_intent_unexpected_state') return (await this.retrieveIntent(id)).status;
      throw gatewayError(error);
    }
  }

  async refund(request: RefundRequest): Promise<RefundView> {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: request.intentId, amount: request.amountPence }, { idempotencyKey: request.idempotencyKey });
      return refundView(refund);
    } catch (error) {
      if (stripeCode(error) === 'charge_already_refunded') return this.alreadyRefunded(request, error);
      throw gatewayError(error);
    }
  }

  /**
   * Stripe refuses a refund because the charge is already refunded in full.
   * A refund of exactly this amount that the shop has not recorded is the
   * answer (made by an earlier attempt whose key Stripe no longer remembers,
   * or whose record a crash lost). An earlier refund the shop recorded, or
   * one of another amount, is never passed off as this one: the error says
   * the payment is already refunded.
   */
  private async alreadyRefunded(request: RefundRequest, error: unknown): Promise<RefundView> {
    const earlier = await this.call(() => this.stripe.refunds.list({ payment_intent: request.intentId, limit: 100 }));
    const recorded = new Set(request.recordedRefundIds ?? []);
    const same = earlier.data.find((item) => (item.status === 'succeeded' || item.status === 'pending') && item.amount === request.amountPence && !recorded.has(item.id));
    if (same) return refundView(same);
    const refused = gatewayError(error);
    refused.alreadyRefunded = true;
    throw refused;
  }

  /**
   * Separate charges and transfers: the seller's share goes to their connected
   * account from the payment's charge (source_transaction), grouped by order.
   */
  async transfer(request: TransferRequest): Promise<TransferView> {
    if (!request.destination) throw new PaymentGatewayError('The seller has no connected Stripe account.');
    const intent = await this.call(() => this.stripe.paymentIntents.retrieve(request.sourceIntentId));
    const charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
    if (intent.status !== 'succeeded' || !charge) throw new PaymentGatewayError('This payment has not been taken, so nothing can be transferred from it.');
    const transfer = await this.call(() =>
      this.stripe.transfers.create(
        {
          amount: request.amountPence,
          currency: 'gbp',
          destination: request.destination!,
          source_transaction: charge,
          transfer_group: request.transferGroup,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { id: transfer.id, amount: transfer.amount, destination: typeof transfer.destination === 'string' ? transfer.destination : (transfer.destination?.id ?? null) };
  }

  /**
   * Verifies a webhook's signature over the exact bytes received and returns
   * the payment event it carries; null for event types the shop ignores.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEventNotice | null {
    if (!this.settings.webhookSecret) throw new AppError('SERVICE_UNAVAILABLE', 'Stripe webhooks are not configured.');
    if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw new AppError('BAD_REQUEST', 'Invalid webhook signature.');
    }
    if (!HANDLED_EVENTS.has(event.type)) return null;
    const intent = event.data.object as Stripe.PaymentIntent;
    return { id: event.id, type: event.type as PaymentEventNotice['type'], intent: view(intent) };
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw gatewayError(error);
    }
  }
}
