import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { Order } from '../orders/order.entity';
import { isDispatched } from '../orders/order-transitions';
import { findLine, type ReturnLine } from '../orders/refund-lines';

/** Returns are accepted within this many days of delivery (the shipping page, FAQ and returns copy). */
export const RETURN_WINDOW_DAYS = 30;

export const RETURN_NOT_DISPATCHED =
  'This order has not been dispatched yet, so there is nothing to return. To cancel it before it ships, please contact our concierge team.';
export const RETURN_WINDOW_CLOSED = `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery, and that time has passed for this order. Please contact our concierge team.`;
export const RETURN_ALREADY_REFUNDED = 'This order has already been refunded in full, so there is nothing left to return.';

const refuse = (message: string, field: string, reason: string) => new AppError('BAD_USER_INPUT', message, { reason, fields: [{ field, messages: [message] }] });

/**
 * What a return may name: only a dispatched order, within 30 days of its
 * delivery (counted from dispatch: the shop records no delivery date, and a
 * parcel arrives within days), and only lines of that order not yet
 * refunded. Returns the lines, normalised; none means the whole order.
 */
export async function checkReturn(em: EntityManager, orderId: string, wanted: ReturnLine[] | null | undefined, now = new Date()): Promise<ReturnLine[] | null> {
  const order = await em.findOneOrFail(Order, orderId, { populate: ['lines'] });
  if (order.status === 'refunded' || order.status === 'cancelled') throw refuse(RETURN_ALREADY_REFUNDED, 'orderNumber', 'ALREADY_REFUNDED');
  if (!isDispatched(order) || !order.fulfilledAt) throw refuse(RETURN_NOT_DISPATCHED, 'orderNumber', 'NOT_DISPATCHED');
  if (now.getTime() - order.fulfilledAt.getTime() > RETURN_WINDOW_DAYS * 86_400_000) throw refuse(RETURN_WINDOW_CLOSED, 'orderNumber', 'RETURN_WINDOW_CLOSED');
  if (wanted == null) return null;
  if (wanted.length === 0) throw refuse('Choose at least one item to return.', 'lines', 'NO_LINES');
  const lines = order.lines.getItems();
  const seen = new Set<unknown>();
  return wanted.map((item) => {
    const line = findLine(order.number, lines, item);
    if (seen.has(line)) throw refuse(`${line.brand} ${line.name} is listed twice; list each item once.`, 'lines', 'DUPLICATE_LINE');
    seen.add(line);
    const left = line.quantity - line.refundedQuantity;
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > left) {
      throw refuse(left === 0 ? `${line.brand} ${line.name} has already been refunded.` : `Choose between 1 and ${left} of ${line.brand} ${line.name}.`, 'lines', 'QUANTITY_OUT_OF_RANGE');
    }
    return { productId: String(line.product.id), size: line.size ?? null, quantity: item.quantity };
  });
}
