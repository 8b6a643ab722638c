import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffMember } from './staff-orders.service';
import type { OrderDependencies } from './order-dependencies';
import { orderCreditNoteEmail } from './order-emails';
import { orderLink, queueOrderEmail } from './order-notices';
import { OrderRefund } from './order-refund.entity';
import { refundAndRecord } from './order-refunds';
import { isDispatched } from './order-transitions';
import type { Order } from './order.entity';
import { parseRefundReason, planRefund, type ReturnLine } from './refund-lines';

export interface LineRefundInput {
  /** None: every line not yet refunded. */
  lines?: ReturnLine[] | null;
  reason: string;
  /** Default: true before dispatch, false after. */
  restock?: boolean | null;
}

/** A double click sends the same refund twice within this time: the second is the first, not a second refund. */
const REPEAT_WINDOW_MS = 60_000;

const linesKey = (lines: OrderRefund['lines']) => lines.map((line) => `${line.productId}|${line.size ?? ''}|${line.quantity}`).join(',');
const sameRefund = (refund: OrderRefund, lines: OrderRefund['lines'], reason: string) =>
  refund.reason === reason && linesKey(refund.lines) === linesKey(lines) && Date.now() - refund.createdAt.getTime() < REPEAT_WINDOW_MS;

/**
 * Refunds chosen lines of a paid or dispatched order whose row the caller
 * holds locked: the amount is priced from the order's own lines, given back
 * through the gateway, the lines marked, the chosen items restocked, the
 * refund recorded and a credit note emailed, all in the caller's transaction.
 * Returns null when the same refund was just made (a double click).
 */
export async function refundOrderLines(tx: EntityManager, deps: OrderDependencies, order: Order, input: LineRefundInput, staff: StaffMember): Promise<OrderRefund | null> {
  const reason = parseRefundReason(input.reason);
  const lines = await order.lines.loadItems();
  const plan = planRefund(order, lines, input.lines);
  const earlier = await tx.find(OrderRefund, { order: order.id }, { orderBy: { createdAt: 'asc' } });
  const last = earlier.at(-1);
  if (last && sameRefund(last, plan.lines, reason)) return null;

  const restock = input.restock ?? !isDispatched(order);
  const refund = await refundAndRecord(tx, deps.gateway, order, { plan, reason, restock, by: staff });
  order.status = plan.completes ? 'refunded' : 'partially_refunded';
  const note = { sequence: earlier.length + 1, lines: plan.lines, amountPence: plan.amountPence, vatPence: plan.vatPence, completes: plan.completes };
  await queueOrderEmail(tx, deps, 'order_refunded', orderCreditNoteEmail(order, note, await orderLink(tx, order, deps)));
  return refund;
}
