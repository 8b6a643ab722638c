import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { CUSTOMER_COLUMNS, type CustomerRow, ORDER_SUMMARY_JOIN, toCustomerRow } from './customer-directory';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';

export interface CustomerProfile extends CustomerRow {
  address: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
  orders: { number: string; status: string; totalPence: number; createdAt: Date; paidAt: Date | null; refundedAt: Date | null }[];
  tickets: { number: string; subject: string; category: string; priority: string; status: string; createdAt: Date }[];
  consultations: { id: number; interest: string; budget: string; style: string; createdAt: Date }[];
  requests: { id: number; kind: string; status: string; orderNumber: string; itemName: string; createdAt: Date }[];
  sessions: { id: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date; persistent: boolean; ipAddress: string | null; userAgent: string | null }[];
}

const dates = <T extends Record<string, unknown>>(row: T, keys: (keyof T)[]): T => {
  const copy = { ...row };
  for (const key of keys) if (copy[key] != null) copy[key] = new Date(copy[key] as string) as T[keyof T];
  return copy;
};

/** One customer with their orders, tickets, consultations, requests and live sessions: one lean query each, newest first. */
export async function readCustomerProfile(em: EntityManager, id: number): Promise<CustomerProfile> {
  const connection = em.getConnection();
  const [customer] = await connection.execute<(CustomerRow & Pick<CustomerProfile, 'address' | 'city' | 'postcode' | 'country'>)[]>(
    `select ${CUSTOMER_COLUMNS}, u.address, u.city, u.postcode, u.country from app_user u ${ORDER_SUMMARY_JOIN} where u.id = ? and u.role = 'customer'`,
    [id],
  );
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const [orders, tickets, consultations, requests, sessions] = await Promise.all([
    connection.execute(
      `select number, status, total_pence as "totalPence", created_at as "createdAt", paid_at as "paidAt", refunded_at as "refundedAt"
       from customer_order where user_id = ? and paid_at is not null order by created_at desc limit 50`,
      [id],
    ),
    connection.execute(`select number, subject, category, priority, status, created_at as "createdAt" from support_ticket where customer_id = ? order by created_at desc limit 50`, [id]),
    connection.execute(
      `select id, request->>'interest' as interest, request->>'budget' as budget, request->>'style' as style, created_at as "createdAt"
       from saved_consultation where user_id = ? order by created_at desc limit 20`,
      [id],
    ),
    connection.execute(`select id, kind, status, order_number as "orderNumber", item_name as "itemName", created_at as "createdAt" from service_request where user_id = ? order by created_at desc limit 50`, [id]),
    connection.execute(
      `select id, created_at as "createdAt", last_seen_at as "lastSeenAt", expires_at as "expiresAt", persistent, ip_address as "ipAddress", user_agent as "userAgent"
       from user_session where user_id = ? and expires_at > now() order by last_seen_at desc limit 50`,
      [id],
    ),
  ]);
  return {
    ...toCustomerRow(customer),
    address: customer.address,
    city: customer.city,
    postcode: customer.postcode,
    country: customer.country,
    orders: orders.map((row) => dates(row, ['createdAt', 'paidAt', 'refundedAt'])) as CustomerProfile['orders'],
    tickets: tickets.map((row) => dates(row, ['createdAt'])) as CustomerProfile['tickets'],
    consultations: consultations.map((row) => dates(row, ['createdAt'])) as CustomerProfile['consultations'],
    requests: requests.map((row) => dates(row, ['createdAt'])) as CustomerProfile['requests'],
    sessions: sessions.map((row) => dates(row, ['createdAt', 'lastSeenAt', 'expiresAt'])) as CustomerProfile['sessions'],
  };
}
