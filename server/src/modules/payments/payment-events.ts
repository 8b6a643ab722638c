import type { EntityManager } from '@mikro-orm/postgresql';
import { INTENT_METADATA, type PaymentEventNotice } from './payment-gateway';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** Applies one verified gateway event to what was paid for (a shop order, a marketplace order). */
export type PaymentEventHandler = (em: EntityManager, event: PaymentEventNotice) => Promise<EventOutcome>;

/** The kind of an intent created without one: a shop order. */
export const SHOP_ORDER_KIND = 'order';

/**
 * Records a payment event as applied, in the caller's transaction; false when
 * it was already (a redelivery). The one deduplication of gateway events, for
 * shop orders and marketplace orders alike.
 */
export async function recordPaymentEvent(tx: EntityManager, event: PaymentEventNotice): Promise<boolean> {
  const recorded = await tx.execute<{ id: string }[]>(
    `insert into payment_event (id, type, payment_intent_id, order_id, received_at) values (?, ?, ?, ?, now())
     on conflict (id) do nothing returning id`,
    [event.id, event.type, event.intent.id, event.intent.metadata[INTENT_METADATA.orderId] ?? null],
  );
  return recorded.length > 0;
}

/**
 * Who applies a verified event: each module that takes payments names the
 * kind its intents carry (INTENT_METADATA.kind; none means a shop order) and
 * its handler, so the payments module depends on none of them.
 */
export class PaymentEventRouter {
  private readonly handlers = new Map<string, PaymentEventHandler>();

  handle(kind: string, handler: PaymentEventHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Payment events of kind ${kind} already have a handler.`);
    this.handlers.set(kind, handler);
  }

  apply(em: EntityManager, event: PaymentEventNotice): Promise<EventOutcome> {
    const kind = event.intent.metadata[INTENT_METADATA.kind] ?? SHOP_ORDER_KIND;
    const handler = this.handlers.get(kind);
    if (!handler) {
      console.error(`[payments] no handler for payment ${event.intent.id} of kind ${kind}`);
      return Promise.resolve('ignored');
    }
    return handler(em, event);
  }
}
