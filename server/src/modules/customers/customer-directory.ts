import type { EntityManager } from '@mikro-orm/postgresql';

export interface CustomerQuery {
  /** Part of the email, name or phone. */
  search?: string | null;
  vipOnly?: boolean | null;
  limit: number;
  offset: number;
}

export interface CustomerRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  isVip: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  createdAt: Date;
  orderCount: number;
  spentPence: number;
  lastOrderAt: Date | null;
  activeSessions: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Customer accounts (never staff), each with its paid orders and spend summed in SQL. */
export const CUSTOMER_COLUMNS = `u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.phone, u.is_vip as "isVip",
  u.email_verified as "emailVerified", u.phone_verified as "phoneVerified", u.created_at as "createdAt",
  coalesce(o.order_count, 0)::int as "orderCount", coalesce(o.spent_pence, 0)::bigint as "spentPence", o.last_order_at as "lastOrderAt",
  (select count(*)::int from user_session s where s.user_id = u.id and s.expires_at > now()) as "activeSessions"`;

export const ORDER_SUMMARY_JOIN = `left join lateral (
    select count(*) as order_count, sum(x.total_pence) filter (where x.refunded_at is null) as spent_pence, max(x.paid_at) as last_order_at
    from customer_order x where x.user_id = u.id and x.paid_at is not null
  ) o on true`;

export function toCustomerRow(row: CustomerRow): CustomerRow {
  return { ...row, spentPence: Number(row.spentPence), createdAt: new Date(row.createdAt), lastOrderAt: row.lastOrderAt ? new Date(row.lastOrderAt) : null };
}

/** Newest accounts first; VIPs only when asked; two lean queries whatever the page size. */
export async function listCustomers(em: EntityManager, query: CustomerQuery): Promise<{ items: CustomerRow[]; totalCount: number }> {
  const clauses = [`u.role = 'customer'`];
  const values: unknown[] = [];
  if (query.vipOnly) clauses.push('u.is_vip');
  const search = query.search?.trim();
  if (search) {
    clauses.push(`(u.email ilike ? or concat_ws(' ', u.first_name, u.last_name) ilike ? or u.phone ilike ?)`);
    values.push(likePattern(search), likePattern(search), likePattern(search.replace(/\s+/g, '')));
  }
  const where = clauses.join(' and ');
  const connection = em.getConnection();
  const [items, [{ count }]] = await Promise.all([
    connection.execute<CustomerRow[]>(
      `with page as (select u.* from app_user u where ${where} order by u.created_at desc, u.id desc limit ? offset ?)
       select ${CUSTOMER_COLUMNS} from page u ${ORDER_SUMMARY_JOIN} order by u.created_at desc, u.id desc`,
      [...values, query.limit, query.offset],
    ),
    connection.execute<{ count: number }[]>(`select count(*)::int as count from app_user u where ${where}`, values),
  ]);
  return { items: items.map(toCustomerRow), totalCount: count };
}
