import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../common/errors';
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
import { type CardInput, CARD_MESSAGES, simulateCard } from './simulated-cards';
import { SimulatedPaymentIntent } from './simulated-payment-intent.entity';
import { SimulatedTransfer } from './simulated-transfer.entity';

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export const SIMULATED_INTENT_CLOSED = 'This payment can no longer be completed. Please start the checkout again.';

export interface SimulatedConfirmation {
  intent: PaymentIntentView;
  /** The event Stripe would send to the webhook; absent when nothing changed. */
  event: PaymentEventNotice | null;
}

function view(row: SimulatedPaymentIntent): PaymentIntentView {
  const code = row.lastErrorCode as keyof typeof CARD_MESSAGES | null | undefined;
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    metadata: row.metadata,
    lastError: code ? (CARD_MESSAGES[code] ?? null) : null,
  };
}

/**
 * The offline payment provider (the default without Stripe keys): Stripe's
 * PaymentIntent life cycle and test cards, its intents kept in PostgreSQL.
 * Like Stripe, it is a separate system from the orders: it works in its own
 * transactions and reports outcomes as events.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly provider = 'simulated' as const;
  readonly publishableKey = null;

  /** `afterPaymentTaken`: called once a card payment has succeeded here, before the shop hears of it (crash tests stop the process there). */
  constructor(
    private readonly orm: MikroORM,
    private readonly hooks: { afterPaymentTaken?: () => void } = {},
  ) {}

  async createIntent(request: CreateIntentRequest): Promise<PaymentIntentView> {
    const em = this.orm.em.fork();
    const id = randomId('pi_sim');
    await em.getConnection().execute(
      `insert into simulated_payment_intent (id, client_secret, amount, currency, metadata, idempotency_key)
       values (?, ?, ?, 'gbp', ?, ?) on conflict (idempotency_key) do nothing`,
      [
        id,
        `${id}_secret_${randomBytes(12).toString('hex')}`,
        request.amountPence,
        JSON.stringify(intentMetadata(request)),
        request.idempotencyKey,
      ],
    );
    return view(await em.findOneOrFail(SimulatedPaymentIntent, { idempotencyKey: request.idempotencyKey }));
  }

  async retrieveIntent(id: string): Promise<PaymentIntentView> {
    return view(await this.orm.em.fork().findOneOrFail(SimulatedPaymentIntent, { id }));
  }

  async findByClientSecret(clientSecret: string): Promise<PaymentIntentView | null> {
    const row = await this.orm.em.fork().findOne(SimulatedPaymentIntent, { clientSecret });
    return row ? view(row) : null;
  }

  /** Like Stripe: an open intent is cancelled; a succeeded one stays succeeded and says so. */
  async cancelIntent(id: string): Promise<IntentStatus> {
    const connection = this.orm.em.fork().getConnection();
    await connection.execute(`update simulated_payment_intent set status = 'canceled', updated_at = now() where id = ? and status = 'requires_payment_method'`, [id]);
    const [row] = await connection.execute<{ status: IntentStatus }[]>('select status from simulated_payment_intent where id = ?', [id]);
    if (!row) throw new PaymentGatewayError(`No such payment: ${id}`);
    return row.status;
  }

  /**
   * Refunds a succeeded payment, wholly or in part: a conditional update adds
   * the amount only while it fits in what is left, as Stripe refuses a refund
   * beyond the charge. A whole refund asked again answers the first one (as
   * Stripe does for a repeated idempotency key or an already refunded charge).
   */
  async refund(request: RefundRequest): Promise<RefundView> {
    const connection = this.orm.em.fork().getConnection();
    const [row] = await connection.execute<{ refund_id: string }[]>(
      `update simulated_payment_intent
       set refund_id = ?, refunded_at = now(), amount_refunded = amount_refunded + ?, updated_at = now()
       where id = ? and status = 'succeeded' and ? > 0 and amount - amount_refunded >= ?
       returning refund_id`,
      [randomId('re_sim'), request.amountPence, request.intentId, request.amountPence, request.amountPence],
    );
    if (row) return { id: row.refund_id, status: 'succeeded', amount: request.amountPence };
    const [earlier] = await connection.execute<{ refund_id: string | null; amount: number; amount_refunded: number }[]>(
      `select refund_id, amount, amount_refunded from simulated_payment_intent where id = ? and status = 'succeeded'`,
      [request.intentId],
    );
    const recorded = request.recordedRefundIds ?? [];
    if (earlier?.refund_id && earlier.amount === request.amountPence && earlier.amount_refunded === earlier.amount && !recorded.includes(earlier.refund_id)) {
      return { id: earlier.refund_id, status: 'succeeded', amount: request.amountPence };
    }
    if (earlier && earlier.amount_refunded === earlier.amount) {
      const refused = new PaymentGatewayError('This payment has already been refunded in full.');
      refused.alreadyRefunded = true;
      throw refused;
    }
    if (earlier) throw new PaymentGatewayError('The refund is more than is left of this payment.');
    throw new PaymentGatewayError('This payment has not been taken, so there is nothing to refund.');
  }

  /**
   * Transfers from a succeeded payment, once per idempotency key (a repeated
   * key answers the first transfer, as Stripe does). Without a connected
   * account it pays all the same: offline there is no Stripe account to send to.
   */
  async transfer(request: TransferRequest): Promise<TransferView> {
    const em = this.orm.em.fork();
    const connection = em.getConnection();
    const [paid] = await connection.execute<{ amount: number }[]>(`select amount from simulated_payment_intent where id = ? and status = 'succeeded'`, [request.sourceIntentId]);
    if (!paid) throw new PaymentGatewayError('This payment has not been taken, so nothing can be transferred from it.');
    if (request.amountPence <= 0 || request.amountPence > paid.amount) throw new PaymentGatewayError('A transfer cannot exceed the payment it comes from.');
    await connection.execute(
      `insert into simulated_transfer (id, idempotency_key, amount, currency, destination, source_intent_id, transfer_group, metadata)
       values (?, ?, ?, 'gbp', ?, ?, ?, ?) on conflict (idempotency_key) do nothing`,
      [randomId('tr_sim'), request.idempotencyKey, request.amountPence, request.destination, request.sourceIntentId, request.transferGroup, JSON.stringify(request.metadata)],
    );
    const row = await em.findOneOrFail(SimulatedTransfer, { idempotencyKey: request.idempotencyKey });
    return { id: row.id, amount: row.amount, destination: row.destination };
  }

  /**
   * Confirms with a card, as Stripe.js would: a succeeding card moves the
   * intent to succeeded once (a conditional update, so two tabs cannot both
   * succeed); a declined card leaves it open for another try.
   */
  async confirm(clientSecret: string, card: CardInput): Promise<SimulatedConfirmation> {
    const em = this.orm.em.fork();
    const row = await em.findOne(SimulatedPaymentIntent, { clientSecret });
    if (!row) throw new AppError('NOT_FOUND', 'Payment not found.');
    if (row.status === 'succeeded') return { intent: view(row), event: null };
    if (row.status === 'canceled') throw new AppError('CONFLICT', SIMULATED_INTENT_CLOSED, { reason: 'PAYMENT_CLOSED' });

    const outcome = simulateCard(card);
    const connection = em.getConnection();
    const changed = await connection.execute<{ id: string }[]>(
      outcome.ok
        ? `update simulated_payment_intent set status = 'succeeded', last_error_code = null, updated_at = now()
           where id = ? and status = 'requires_payment_method' returning id`
        : `update simulated_payment_intent set last_error_code = ?, updated_at = now()
           where id = ? and status = 'requires_payment_method' returning id`,
      outcome.ok ? [row.id] : [outcome.code, row.id],
    );
    if (outcome.ok && changed.length > 0) this.hooks.afterPaymentTaken?.();
    const intent = view(await em.fork().findOneOrFail(SimulatedPaymentIntent, { id: row.id }));
    if (changed.length === 0) return { intent, event: null };
    return {
      intent,
      event: { id: randomId('evt_sim'), type: outcome.ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent },
    };
  }
}
