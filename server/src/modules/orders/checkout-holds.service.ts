import type { EntityManager } from '@mikro-orm/postgresql';
import { requireStaffReason } from '../../common/audit/staff-reason';
import { recordStaffAction } from '../../common/audit/staff-actions';
import type { CurrentUser } from '../../common/request-context';
import { AppError } from '../../common/errors';
import type { StaffPageData, StaffPageWindow } from '../../common/staff-page';
import { releaseOrderStock } from './stock-reservations';

/** One product held by a checkout. */
export interface HeldLine {
  productId: number;
  name: string;
  quantity: number;
}

/** An open checkout's hold on stock, as staff see it. */
export interface CheckoutHold {
  orderId: string;
  orderNumber: string;
  /** The shopper, masked ("j•••@example.com"), or "guest" when no email was given yet. */
  holder: string;
  units: number;
  expiresAt: Date;
  lines: HeldLine[];
}

export const HOLD_NOT_OPEN = 'This checkout no longer holds any stock: it has been paid, has ended or its hold has run out.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "jane@example.com" → "j•••@example.com": enough to tell shoppers apart, not to read an address off the screen. */
export function maskEmail(email: string | null | undefined): string {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 1) return 'guest';
  return `${email[0]}•••${email.slice(at)}`;
}

interface HoldRow {
  order_id: string;
  number: string;
  email: string | null;
  product_id: number;
  name: string;
  quantity: number;
  expires_at: Date | string;
}

const OPEN_HOLDS = `
  select o.id as order_id, o.number, coalesce(o.email, u.email) as email, r.product_id, p.name, r.quantity, r.expires_at
  from stock_reservation r
  join customer_order o on o.id = r.order_id
  join product p on p.id = r.product_id
  left join app_user u on u.id = o.user_id
  where r.state = 'active' and r.expires_at > now() and o.status = 'pending'`;

/** The unpaid checkouts holding stock now, one row each. */
const HOLDING_CHECKOUTS = `
  select r2.order_id from stock_reservation r2 join customer_order o2 on o2.id = r2.order_id
  where r2.state = 'active' and r2.expires_at > now() and o2.status = 'pending' group by r2.order_id`;

function toHolds(rows: HoldRow[]): CheckoutHold[] {
  const holds = new Map<string, CheckoutHold>();
  for (const row of rows) {
    const expiresAt = new Date(row.expires_at);
    const hold = holds.get(row.order_id) ?? { orderId: row.order_id, orderNumber: row.number, holder: maskEmail(row.email), units: 0, expiresAt, lines: [] };
    hold.units += row.quantity;
    if (expiresAt < hold.expiresAt) hold.expiresAt = expiresAt;
    hold.lines.push({ productId: Number(row.product_id), name: row.name, quantity: row.quantity });
    holds.set(row.order_id, hold);
  }
  return [...holds.values()];
}

/**
 * Open checkouts' holds on stock, for staff: list them, and release one
 * (with a reason, kept in the staff audit trail). Callers check the admin role.
 */
export class CheckoutHoldService {
  constructor(private readonly em: EntityManager) {}

  /** One page of the checkouts holding stock now, soonest to expire first, and how many there are in all. */
  async openHolds(window: StaffPageWindow): Promise<StaffPageData<CheckoutHold>> {
    const connection = this.em.getConnection();
    const [rows, [{ count }]] = await Promise.all([
      connection.execute<HoldRow[]>(
        `${OPEN_HOLDS} and o.id in (select order_id from (${HOLDING_CHECKOUTS} order by min(r2.expires_at), r2.order_id limit ? offset ?) page)
         order by r.expires_at, o.id, r.product_id`,
        [window.limit, window.offset],
      ),
      connection.execute<{ count: string }[]>(`select count(*) as count from (${HOLDING_CHECKOUTS}) holding`),
    ]);
    const items = toHolds(rows).sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.orderId.localeCompare(b.orderId));
    return { items, totalCount: Number(count) };
  }

  /**
   * Gives a checkout's held stock back now, as if its hold had run out: the
   * checkout sweep then ends it (cancelling its payment at the gateway), and
   * a payment already on its way is honoured only if the stock is still
   * there, as for any expired checkout. Refused when nothing is held.
   */
  async release(orderId: string, reason: string | null | undefined, staff: Pick<CurrentUser, 'id' | 'email'>): Promise<CheckoutHold> {
    const why = requireStaffReason(reason);
    if (!UUID.test(orderId)) throw new AppError('BAD_USER_INPUT', HOLD_NOT_OPEN, { reason: 'HOLD_NOT_OPEN' });
    return this.em.fork().transactional(async (tx) => {
      const [order] = await tx.execute<{ id: string }[]>(`select id from customer_order where id = ? and status = 'pending' for update`, [orderId]);
      const hold = order ? toHolds(await tx.execute<HoldRow[]>(`${OPEN_HOLDS} and o.id = ? order by r.product_id`, [orderId]))[0] : undefined;
      if (!hold) throw new AppError('BAD_USER_INPUT', HOLD_NOT_OPEN, { reason: 'HOLD_NOT_OPEN' });
      await tx.execute(`update stock_reservation set expires_at = now() where order_id = ? and state = 'active'`, [orderId]);
      await releaseOrderStock(tx, orderId);
      recordStaffAction(tx, staff, {
        action: 'checkout_hold.release',
        subjectType: 'checkout_hold',
        subjectId: hold.orderNumber,
        reason: why,
        changes: {
          heldUnits: { from: hold.units, to: 0 },
          holdExpiresAt: { from: hold.expiresAt.toISOString(), to: new Date().toISOString() },
          lines: hold.lines,
        },
      });
      return hold;
    });
  }
}
