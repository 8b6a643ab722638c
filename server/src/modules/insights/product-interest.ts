import type { EntityManager } from '@mikro-orm/postgresql';
import { type RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { countProductViewer } from '../catalog/views/product-viewers';

export type InterestKind = 'view' | 'cart_add';

/**
 * Who is counted: the signed-in user, else the network address. The shop sets
 * no visitor cookie (one would need consent, and a caller who wants to inflate
 * a count simply drops it), so visitors behind one address count as one.
 */
export type InterestVisitor = { userId: number } | { ip: string };

/**
 * One view and one cart add per visitor, product and hour: a window of one in
 * the shop's one rate limiter (PostgreSQL, shared by every process), so reloads,
 * repeated adds and aliases of one request count once.
 */
export const INTEREST_LIMITS: Record<InterestKind, RateLimit> = {
  view: { bucket: 'interest_view', capacity: 1, windowSeconds: 60 * 60, refill: 'window' },
  cart_add: { bucket: 'interest_cart_add', capacity: 1, windowSeconds: 60 * 60, refill: 'window' },
};

const visitorName = (visitor: InterestVisitor) => ('userId' in visitor ? `user:${visitor.userId}` : `ip:${visitor.ip}`);

export const visitorKey = (visitor: InterestVisitor, productId: number) => `${visitorName(visitor)}:${productId}`;

/**
 * Counts the visitor's view or cart add unless it already counted within the
 * hour. A view counted so is also offered to the shop's viewer counters
 * (catalog/views: once per viewer in the recent window, capped per `address`).
 * True when the product exists (counted now or earlier), false otherwise.
 */
export async function recordVisitorInterest(
  em: EntityManager,
  visitor: InterestVisitor,
  address: string,
  productId: number,
  kind: InterestKind,
  size?: string | null,
): Promise<boolean> {
  const [known] = await em.getConnection().execute<{ id: number }[]>('select id from product where id = ?', [productId]);
  if (!known) return false;
  const key = visitorKey(visitor, productId);
  const { allowed } = await new RateLimiter(em).take(INTEREST_LIMITS[kind], key, 1);
  if (!allowed) return true;
  await recordProductInterest(em, productId, kind, size);
  if (kind === 'view') await countProductViewer(em, { visitor: visitorName(visitor), address }, productId);
  return true;
}

/**
 * Counts one product view or cart add in today's row (UTC), creating it on
 * first use. Unknown products are ignored; a size counts only when the
 * product has it. One statement, safe under any number of processes.
 */
export async function recordProductInterest(em: EntityManager, productId: number, kind: InterestKind, size?: string | null): Promise<boolean> {
  const wanted = kind === 'cart_add' ? (size ?? '').trim().slice(0, 16) : '';
  const rows = await em.getConnection().execute<{ product_id: number }[]>(
    `insert into product_interest_day (product_id, day, size, views, cart_adds)
     select p.id, (now() at time zone 'utc')::date, case when ? = any(p.sizes) then ? else '' end, ?, ?
     from product p where p.id = ?
     on conflict (product_id, day, size) do update
       set views = product_interest_day.views + excluded.views, cart_adds = product_interest_day.cart_adds + excluded.cart_adds
     returning product_id`,
    [wanted, wanted, kind === 'view' ? 1 : 0, kind === 'cart_add' ? 1 : 0, productId],
  );
  return rows.length > 0;
}
