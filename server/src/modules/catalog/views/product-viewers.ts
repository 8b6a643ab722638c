import type { EntityManager } from '@mikro-orm/postgresql';
import { type RateLimit, RateLimiter } from '../../../common/rate-limit/rate-limiter';
import { RECENT_WINDOW_HOURS } from './view-window';

/**
 * A viewer counts once per product in the recent window: reloads, new tabs and a thousand scripted reports
 * from one visitor add one, so "n people viewed this recently" counts people (as far as an address or an
 * account tells them apart), never page loads.
 */
export const VIEWER_LIMIT: RateLimit = { bucket: 'product_viewer', capacity: 1, windowSeconds: RECENT_WINDOW_HOURS * 3600, refill: 'window' };

/**
 * And one network address adds at most this many viewers an hour over all products (a steady leak): a bot or a
 * script walking the catalogue from one address cannot lift every product's count. Shoppers never come near it.
 */
export const VIEWER_ADDRESS_LIMIT: RateLimit = { bucket: 'product_viewer_address', capacity: 60, windowSeconds: 3600, refill: 'leak', perAddress: true };

export interface ProductViewer {
  /** Who viewed, for the once-per-window rule: the signed-in user, else the network address. */
  visitor: string;
  /** The request's network address, for the per-address cap (a signed-in user's too). */
  address: string;
}

/**
 * Counts a view of a product that exists: one more viewer in the current hour's bucket (UTC) unless this
 * viewer was counted in the window or the address has used up its hour. Answers whether it counted. Every
 * step is one statement on PostgreSQL, so any number of server processes share the rules.
 */
export async function countProductViewer(em: EntityManager, viewer: ProductViewer, productId: number): Promise<boolean> {
  const limiter = new RateLimiter(em);
  if (!(await limiter.take(VIEWER_LIMIT, `${viewer.visitor}:${productId}`, 1)).allowed) return false;
  if (!(await limiter.take(VIEWER_ADDRESS_LIMIT, viewer.address, 1)).allowed) return false;
  await em.getConnection().execute(
    `insert into product_view_hour (product_id, hour, views) values (?, date_trunc('hour', now(), 'UTC'), 1)
     on conflict (product_id, hour) do update set views = product_view_hour.views + 1`,
    [productId],
  );
  return true;
}
