import type { EntityManager } from '@mikro-orm/postgresql';

export type InterestKind = 'view' | 'cart_add';

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
