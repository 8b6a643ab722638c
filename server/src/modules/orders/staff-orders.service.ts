import { LockMode } from '@mikro-orm/core';
import { requireStaffReason } from '../../common/audit/staff-reason';
import { listStaffActions, recordStaffAction } from '../../common/audit/staff-actions';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { carrierName, type DispatchDetails, parseDispatch } from '../delivery/carriers';
import { ORDER_NUMBER_PATTERN } from './order-access';
import type { OrderDependencies } from './order-dependencies';
import { orderDispatchedEmail, orderRefundEmail } from './order-emails';
import { orderLink, queueOrderEmail } from './order-notices';
import { refundAndRecord, wholeRemainder } from './order-refunds';
import type { OrderRefund } from './order-refund.entity';
import { parseRefundReason } from './refund-lines';
import { formatPence } from '../../common/money';
import { type LineRefundInput, refundOrderLines } from './line-refunds';
import { assertStaffAction, owesRefund, type StaffAction } from './order-transitions';
import { Order, type OrderStatus } from './order.entity';
import type { PaymentProvider } from '../payments/payment-gateway';
import { ORDER_NOT_FOUND } from './order.service';

/** What a change did, for the staff action record; null when it did nothing (a repeated click). */
type StaffChange = string | { detail: string; reason: string; changes: Record<string, unknown> } | null;

/** One thing staff did to an order, as the staff drawer lists it. */
export interface OrderHistoryEntry {
  action: StaffAction;
  staffEmail: string;
  detail: string | null;
  at: Date;
}

/** The signed-in admin doing an action, as the order's history records them. */
export interface StaffMember {
  id: number;
  email: string;
}

export interface StaffOrderQuery {
  /** One status; without it, every order that was paid at some point. */
  status?: OrderStatus | null;
  /** Part of an order number or customer email. */
  search?: string | null;
  limit: number;
  offset: number;
}

export interface StaffOrderRow {
  id: string;
  number: string;
  status: OrderStatus;
  cancellationReason: string | null;
  paidAt: Date | null;
  refundedAt: Date | null;
  createdAt: Date;
  customerName: string | null;
  email: string | null;
  itemCount: number;
  totalPence: number;
  paymentProvider: PaymentProvider;
}

/** `%`, `_` and `\` typed into the search box match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilter(query: StaffOrderQuery): { where: string; values: unknown[] } {
  const clauses: string[] = [];
  const values: unknown[] = [];
  if (query.status) {
    clauses.push('o.status = ?');
    values.push(query.status);
  } else {
    // "All orders" are the ones a customer paid for; never-paid checkouts are only checkouts.
    clauses.push('o.paid_at is not null');
  }
  const search = query.search?.trim();
  if (search) {
    clauses.push('(o.number ilike ? or o.email ilike ?)');
    values.push(likePattern(search), likePattern(search));
  }
  return { where: clauses.join(' and '), values };
}

/**
 * What staff do with orders: find them, dispatch them, refund or cancel
 * them. Each change locks the order's row and checks the state machine
 * under the lock, so two clicks (or two staff members) change it once.
 * Callers check that the user is an admin.
 */
export class StaffOrderService {
  constructor(
    private readonly em: EntityManager,
    private readonly dependencies: OrderDependencies,
  ) {}

  /** Newest first; two lean queries (the page with its item counts, and the count), whatever the page size. */
  async list(query: StaffOrderQuery): Promise<{ items: StaffOrderRow[]; totalCount: number }> {
    const { where, values } = listFilter(query);
    const connection = this.em.getConnection();
    const [items, [{ count }]] = await Promise.all([
      connection.execute<StaffOrderRow[]>(
        `with page as (
           select o.* from customer_order o where ${where} order by o.created_at desc, o.id desc limit ? offset ?
         )
         select p.id, p.number, p.status, p.cancellation_reason as "cancellationReason", p.paid_at as "paidAt",
                p.refunded_at as "refundedAt", p.created_at as "createdAt", p.email, p.total_pence as "totalPence",
                p.payment_provider as "paymentProvider",
                coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), p.shipping_name) as "customerName",
                (select coalesce(sum(l.quantity), 0)::int from order_line l where l.order_id = p.id) as "itemCount"
         from page p left join app_user u on u.id = p.user_id
         order by p.created_at desc, p.id desc`,
        [...values, query.limit, query.offset],
      ),
      connection.execute<{ count: number }[]>(`select count(*)::int as count from customer_order o where ${where}`, values),
    ]);
    // Raw rows carry timestamps as text.
    const date = (value: Date | string | null) => (value === null ? null : new Date(value));
    return {
      items: items.map((row) => ({ ...row, createdAt: date(row.createdAt)!, paidAt: date(row.paidAt), refundedAt: date(row.refundedAt) })),
      totalCount: count,
    };
  }

  /** One order with its lines, by number. */
  async find(number: string): Promise<Order> {
    // A fork: after a change, the order as committed, not as this request first saw it.
    const order = await this.em.fork().findOne(Order, { number: normaliseNumber(number) }, { populate: ['lines', 'refunds'] });
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return order;
  }

  /** paid → fulfilled (partially_refunded stays so), with the carrier and tracking number; the customer gets "Your order has shipped". */
  async dispatch(number: string, input: { carrier?: string | null; trackingNumber?: string | null }, staff: StaffMember): Promise<Order> {
    const details: DispatchDetails = parseDispatch(input);
    await this.withLockedOrder(number, 'dispatch', staff, async (tx, order) => {
      assertStaffAction(order, 'dispatch');
      // A partly refunded order stays partially_refunded: its dispatch date says it has left.
      if (order.status === 'paid') order.status = 'fulfilled';
      order.fulfilledAt = new Date();
      order.dispatchCarrier = details.carrier;
      order.trackingNumber = details.trackingNumber;
      const email = orderDispatchedEmail(order, await order.lines.loadItems(), await orderLink(tx, order, this.dependencies));
      await queueOrderEmail(tx, this.dependencies, 'order_dispatched', email);
      return `${carrierName(details.carrier)} ${details.trackingNumber}`;
    });
    return this.find(number);
  }

  /**
   * paid, fulfilled or partially_refunded → partially_refunded or refunded:
   * the chosen lines (none: every line not yet refunded) are given back
   * through the gateway and restocked when asked (by default when not yet
   * dispatched). Also gives back a late payment still held on a cancelled
   * order (its status stays cancelled).
   */
  async refund(number: string, input: LineRefundInput, staff: StaffMember): Promise<Order> {
    await this.em.fork().transactional((tx) => this.refundWithin(tx, number, input, staff));
    return this.find(number);
  }

  /**
   * The same refund inside the caller's transaction (a return's refund), so
   * the order's refund and the caller's change commit together.
   */
  async refundWithin(tx: EntityManager, number: string, input: LineRefundInput, staff: StaffMember): Promise<void> {
    await this.lockedChange(tx, number, 'refund', staff, async (order) => {
      assertStaffAction(order, 'refund');
      if (owesRefund(order)) return this.refundLatePaymentHeld(tx, order, input, staff);
      const refund = await refundOrderLines(tx, this.dependencies, order, input, staff);
      return refund && refundChange(refund, order);
    });
  }

  /**
   * A late payment still held on a cancelled order (its automatic refund was
   * refused): given back in full as one refund; the order stays cancelled.
   */
  private async refundLatePaymentHeld(tx: EntityManager, order: Order, input: LineRefundInput, staff: StaffMember): Promise<StaffChange> {
    const reason = parseRefundReason(input.reason);
    const refund = await refundAndRecord(tx, this.dependencies.gateway, order, { plan: await wholeRemainder(order), reason, restock: false, by: staff });
    await queueOrderEmail(tx, this.dependencies, 'order_refunded', orderRefundEmail(order, await orderLink(tx, order, this.dependencies), 'late_payment'));
    return refundChange(refund, order);
  }

  /** paid → cancelled before dispatch: refunded in full (one refund of every line) and restocked; staff say why (kept in the audit trail). */
  async cancel(number: string, staff: StaffMember, reason: string | null | undefined): Promise<Order> {
    const why = requireStaffReason(reason);
    await this.withLockedOrder(number, 'cancel', staff, async (tx, order) => {
      assertStaffAction(order, 'cancel');
      const before = order.status;
      const refund = await refundAndRecord(tx, this.dependencies.gateway, order, { plan: await wholeRemainder(order), reason: why, restock: true, by: staff });
      order.status = 'cancelled';
      order.cancelledAt = new Date();
      order.cancellationReason = 'cancelled_by_staff';
      await queueOrderEmail(tx, this.dependencies, 'order_cancelled', orderRefundEmail(order, await orderLink(tx, order, this.dependencies), 'cancelled'));
      const change = refundChange(refund, order);
      // Before → after for the audit trail, beside the refund's amount, lines and reference.
      return { ...change, changes: { ...change.changes, status: { from: before, to: order.status } } };
    }, why);
    return this.find(number);
  }

  /**
   * Runs a change with the order's row locked until it commits. A second
   * click waits here, then finds the new status and is refused. The gateway
   * is called under the lock: the refund and its record commit together or
   * not at all, and the refund's idempotency key covers a crash between.
   */
  private async withLockedOrder(
    number: string,
    action: StaffAction,
    staff: StaffMember,
    change: (tx: EntityManager, order: Order) => Promise<StaffChange>,
    reason: string | null = null,
  ): Promise<void> {
    await this.em.fork().transactional((tx) => this.lockedChange(tx, number, action, staff, (order) => change(tx, order), reason));
  }

  private async lockedChange(tx: EntityManager, number: string, action: StaffAction, staff: StaffMember, change: (order: Order) => Promise<StaffChange>, reason: string | null = null): Promise<void> {
    const order = await tx.findOne(Order, { number: normaliseNumber(number) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const done = await change(order);
    if (done === null && action === 'refund') return;
    // The record of who did it commits with the change itself.
    const entry = typeof done === 'object' && done ? done : { detail: done, reason, changes: {} };
    recordStaffAction(tx, staff, {
      action: `order.${action}`,
      subjectType: 'order',
      subjectId: order.id,
      reason: entry.reason,
      changes: entry.detail ? { ...entry.changes, detail: entry.detail.slice(0, 300) } : null,
    });
  }

  /** What staff did to an order, oldest first (from the one staff action record). */
  async history(orderId: string): Promise<OrderHistoryEntry[]> {
    const { items } = await listStaffActions(this.em.fork(), { subjectType: 'order', subjectId: orderId, limit: 200, offset: 0 });
    return items.reverse().map((record) => ({
      action: record.action.replace(/^order\./, '') as StaffAction,
      staffEmail: record.actorEmail,
      detail: typeof record.changes?.detail === 'string' ? record.changes.detail : null,
      at: record.createdAt,
    }));
  }
}

/** A refund as the staff action record keeps it: the amount, the lines, why, and where the order ended up. */
function refundChange(refund: OrderRefund, order: Order): { detail: string; reason: string; changes: Record<string, unknown> } {
  const lines = refund.lines.map((line) => `${line.quantity} × ${line.brand} ${line.name}${line.size ? ` (${line.size})` : ''}`).join(', ');
  return {
    detail: `${refund.gatewayReference}: ${formatPence(refund.amountPence)} for ${lines}`,
    reason: refund.reason,
    changes: { amountPence: refund.amountPence, lines: refund.lines, restocked: refund.restocked, refundReference: refund.gatewayReference, status: order.status },
  };
}

function normaliseNumber(number: string): string {
  const normalised = number.trim().toUpperCase();
  return ORDER_NUMBER_PATTERN.test(normalised) ? normalised : '';
}
