import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import type { Order } from './order.entity';
import { assertHolderCapacity, HOLD_MESSAGES, holdExpiry } from './hold-limits';
import { commitOrderStock, extendOrderStock, hasActiveStock, releaseOrderStock, type StockShortfall, takeStock } from './stock-reservations';

export class OutOfStockError extends AppError {
  constructor(readonly shortfall: StockShortfall[]) {
    super('CONFLICT', outOfStockMessage(shortfall), { reason: 'OUT_OF_STOCK', productIds: shortfall.map((item) => item.productId) });
  }
}

/** "Sorry, Rolex Submariner Date is out of stock." or "… only 2 … are left." */
export function outOfStockMessage(shortfall: StockShortfall[]): string {
  const [first, ...rest] = shortfall;
  if (!first) return 'Sorry, an item in your cart is out of stock.';
  const one = first.available === 0 ? `Sorry, ${first.name} is out of stock.` : `Sorry, only ${first.available} of ${first.name} ${first.available === 1 ? 'is' : 'are'} left in stock.`;
  return rest.length ? `${one} Other items in your cart are also unavailable.` : one;
}

/** The order's lines as stock requests. */
async function stockRequests(order: Order) {
  const lines = await order.lines.loadItems();
  return lines.map((line) => ({ productId: line.product.id, quantity: line.quantity }));
}

/** The checkout's hold ran to its longest (hold-limits.ts): it is not taken again before payment. */
export class HoldOverError extends AppError {
  constructor() {
    super('CONFLICT', HOLD_MESSAGES.holdOver, { reason: 'HOLD_EXPIRED' });
  }
}

/** Takes an order's stock or throws OutOfStockError, leaving nothing taken (a savepoint). Held until holdExpiry. */
export async function takeOrderStock(tx: EntityManager, order: Order, minutes: number): Promise<void> {
  const wanted = await stockRequests(order);
  await tx.transactional(async (inner) => {
    const shortfall = await takeStock(inner, order.id, wanted, holdExpiry(order.createdAt, minutes));
    if (shortfall.length > 0) throw new OutOfStockError(shortfall);
  });
}

/**
 * Makes sure a pending order holds its stock: a live reservation is extended
 * (or committed when the payment has arrived); an expired or released one is
 * taken again if the stock is still there. Extensions never run past twice
 * the hold from the checkout's start; once that is over, only a payment takes
 * the stock again. Must run inside a transaction holding the order's row lock.
 */
export async function ensureOrderStock(
  tx: EntityManager,
  order: Order,
  minutes: number,
  options: { commit: boolean },
): Promise<{ ok: true } | { ok: false; error: OutOfStockError | HoldOverError }> {
  if (await hasActiveStock(tx, order.id)) {
    if (options.commit) await commitOrderStock(tx, order.id);
    else await extendOrderStock(tx, order.id, holdExpiry(order.createdAt, minutes));
    return { ok: true };
  }
  if (!options.commit) {
    if (holdExpiry(order.createdAt, minutes).getTime() <= Date.now()) return { ok: false, error: new HoldOverError() };
    // Taken again: it counts against the shopper's limit like a new checkout (a payment that has arrived is never refused for it).
    await assertHolderCapacity(tx, order.holder ?? null, (await stockRequests(order)).reduce((sum, line) => sum + line.quantity, 0));
  }
  await releaseOrderStock(tx, order.id);
  try {
    await takeOrderStock(tx, order, minutes);
  } catch (error) {
    if (error instanceof OutOfStockError) return { ok: false, error };
    throw error;
  }
  if (options.commit) await commitOrderStock(tx, order.id);
  return { ok: true };
}
