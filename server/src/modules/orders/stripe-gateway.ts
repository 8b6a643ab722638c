import Stripe from 'stripe';
import { AppError } from '../../common/errors';
import type { StripeSettings } from '../../config';
import {
  type CreateIntentRequest,
  INTENT_METADATA,
  type PaymentEventNotice,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentIntentView,
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
            metadata: { [INTENT_METADATA.orderId]: request.orderId, [INTENT_METADATA.orderNumber]: request.orderNumber },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      ),
    );
  }

  async retrieveIntent(id: string): Promise<PaymentIntentView> {
    return this.call(async () => view(await this.stripe.paymentIntents.retrieve(id)));
  }

  async cancelIntent(id: string): Promise<void> {
    await this.call(() => this.stripe.paymentIntents.cancel(id));
  }

  async refund(intentId: string): Promise<void> {
    await this.call(() => this.stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund-${intentId}` }));
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
      const message = error instanceof Stripe.errors.StripeError ? error.message : 'The payment provider could not be reached.';
      throw new PaymentGatewayError(message, { cause: error });
    }
  }
}
