import type { EntityManager } from '@mikro-orm/postgresql';
import { type MessagingDependencies, OutboxTransport } from '../messaging/message-transport';
import type { OrderAccessTokens } from './order-access';
import type { OrderEmail } from './order-emails';
import type { Order } from './order.entity';

export interface OrderNoticeContext {
  tokens: OrderAccessTokens;
  publicUrl: string;
  messaging: MessagingDependencies;
}

/** The guest's way back to an order: the confirmation page with the order's access token. */
export async function confirmationLink(tx: EntityManager, order: Order, context: OrderNoticeContext): Promise<string> {
  const token = await context.tokens.issue(tx, order.id);
  return `${context.publicUrl}/order/confirmation?order=${encodeURIComponent(order.number)}&token=${encodeURIComponent(token)}`;
}

/** Where an order email points: the customer's own order page, or the token link for a guest. */
export async function orderLink(tx: EntityManager, order: Order, context: OrderNoticeContext): Promise<string> {
  if (order.userId) return `${context.publicUrl}/account/orders/${encodeURIComponent(order.number)}`;
  return confirmationLink(tx, order, context);
}

/** Writes an order email to the outbox inside the caller's transaction: a rolled-back change sends nothing. */
export async function queueOrderEmail(tx: EntityManager, context: OrderNoticeContext, kind: string, email: OrderEmail): Promise<void> {
  if (!email.recipient) return;
  await new OutboxTransport(tx, context.messaging).send({ channel: 'email', kind, ...email });
}
