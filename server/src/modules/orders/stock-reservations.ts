import type { EntityManager } from '@mikro-orm/postgresql';

export interface StockRequest {
  productId: number;
  quantity: number;
}

export interface StockShortfall {
  productId: number;
  name: string;
  requested: number;
  available: number;
}

/** One product per entry, quantities summed (two sizes of one coat draw on the same stock). */
export function groupByProduct(lines: StockRequest[]): StockRequest[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Takes stock for an order in one statement: every product row is decremented
 * only where enough stock is left (PostgreSQL re-checks the condition after
 * waiting for a concurrent buyer's row lock), and a reservation row records
 * each take. Returns the products that could not be taken; the caller must
 * then roll back, because the others were taken.
 * Must run inside a transaction.
 */
export async function takeStock(tx: EntityManager, orderId: string, wanted: StockRequest[], expiresAt: Date): Promise<StockShortfall[]> {
  const rows = groupByProduct(wanted);
  const taken = await tx.execute<{ product_id: number }[]>(
    `with wanted as (select * from json_to_recordset(?::json) as w(product_id int, quantity int)),
     taken as (
       update product p set stock = p.stock - w.quantity
       from wanted w where p.id = w.product_id and p.stock >= w.quantity
       returning p.id as product_id, w.quantity
     )
     insert into stock_reservation (order_id, product_id, quantity, state, expires_at, created_at)
     select ?, product_id, quantity, 'active', ?, now() from taken
     returning product_id`,
    [JSON.stringify(rows.map((row) => ({ product_id: row.productId, quantity: row.quantity }))), orderId, expiresAt],
  );
  const takenIds = new Set(taken.map((row) => Number(row.product_id)));
  const missing = rows.filter((row) => !takenIds.has(row.productId));
  if (missing.length === 0) return [];
  const stock = await tx.execute<{ id: number; name: string; stock: number }[]>(
    `select id, name, stock from product where id in (${missing.map(() => '?').join(', ')})`,
    missing.map((row) => row.productId),
  );
  return missing.map((row) => {
    const product = stock.find((p) => Number(p.id) === row.productId);
    return { productId: row.productId, name: product?.name ?? 'An item', requested: row.quantity, available: Math.max(0, product?.stock ?? 0) };
  });
}

/** Gives back an order's active reservations (failure, cancellation). Must run inside a transaction. */
export async function releaseOrderStock(tx: EntityManager, orderId: string): Promise<number> {
  return releaseWhere(tx, 'active', 'order_id = ?', [orderId]);
}

/**
 * Puts a paid order's items back on sale (cancelled or refunded before
 * dispatch): its committed reservations are released, once. Returns how many
 * were. Must run inside a transaction holding the order's row lock.
 */
export async function restockOrder(tx: EntityManager, orderId: string): Promise<number> {
  return releaseWhere(tx, 'committed', 'order_id = ?', [orderId]);
}

/**
 * Gives back every active reservation past its expiry. Rows another process
 * is already releasing are skipped, so sweeps never wait on each other.
 */
export async function releaseExpiredStock(em: EntityManager): Promise<number> {
  return em.transactional((tx) => releaseWhere(tx, 'active', 'expires_at <= now()', []));
}

async function releaseWhere(tx: EntityManager, state: 'active' | 'committed', condition: string, values: unknown[]): Promise<number> {
  const released = await tx.execute<{ count: string }[]>(
    `with released as (
       update stock_reservation set state = 'released', settled_at = now()
       where id in (select id from stock_reservation where state = '${state}' and ${condition} for update skip locked)
       returning product_id, quantity
     ),
     per_product as (select product_id, sum(quantity)::int as quantity from released group by product_id),
     restocked as (
       update product p set stock = p.stock + r.quantity from per_product r where p.id = r.product_id returning p.id
     )
     select count(*)::int as count from released`,
    values,
  );
  return Number(released[0]?.count ?? 0);
}

/** Keeps an order's active reservations for another while (the buyer is still paying). */
export async function extendOrderStock(tx: EntityManager, orderId: string, expiresAt: Date): Promise<number> {
  const rows = await tx.execute<{ id: number }[]>(
    `update stock_reservation set expires_at = ? where order_id = ? and state = 'active' returning id`,
    [expiresAt, orderId],
  );
  return rows.length;
}

/** Payment arrived: the taken stock stays taken. Returns how many reservations were still active. */
export async function commitOrderStock(tx: EntityManager, orderId: string): Promise<number> {
  const rows = await tx.execute<{ id: number }[]>(
    `update stock_reservation set state = 'committed', settled_at = now() where order_id = ? and state = 'active' returning id`,
    [orderId],
  );
  return rows.length;
}

export async function hasActiveStock(tx: EntityManager, orderId: string): Promise<boolean> {
  const rows = await tx.execute<{ n: number }[]>(
    `select 1 as n from stock_reservation where order_id = ? and state = 'active' and expires_at > now() limit 1`,
    [orderId],
  );
  return rows.length > 0;
}

/**
 * Puts exactly these quantities of a paid order back on sale (a line refund
 * with restock): each product's committed reservation gives up that many (and
 * is released once none are left), so a later whole restock cannot count them
 * twice. Must run inside a transaction holding the order's row lock.
 */
export async function restockItems(tx: EntityManager, orderId: string, items: StockRequest[]): Promise<number> {
  let restocked = 0;
  for (const item of groupByProduct(items)) {
    const rows = await tx.execute<{ product_id: number }[]>(
      `with given as (
         update stock_reservation set
           quantity = case when quantity = ? then quantity else quantity - ? end,
           state = case when quantity = ? then 'released' else state end,
           settled_at = case when quantity = ? then now() else settled_at end
         where id = (select id from stock_reservation where order_id = ? and product_id = ? and state = 'committed' and quantity >= ? order by id limit 1 for update)
         returning product_id
       )
       update product p set stock = p.stock + ? from given g where p.id = g.product_id returning p.id as product_id`,
      [item.quantity, item.quantity, item.quantity, item.quantity, orderId, item.productId, item.quantity, item.quantity],
    );
    if (rows.length) restocked += item.quantity;
  }
  return restocked;
}
