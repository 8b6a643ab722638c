import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../../common/request-context';
import { AppError } from '../../common/errors';
import { recordStaffAction } from '../../common/audit/staff-actions';
import type { MessagingDependencies } from '../messaging/message-transport';
import { OutboxTransport } from '../messaging/message-transport';
import { User } from '../accounts/user.entity';
import { Order } from '../orders/order.entity';
import type { StaffOrderService } from '../orders/staff-orders.service';
import { ServiceRequest } from './service-request.entity';
import { serviceRequestEmail } from './service-request-emails';
import { SERVICE_REQUEST_SUBJECT } from './service-request.service';
import { isDispatched } from '../orders/order-transitions';
import { RETURN_NOT_DISPATCHED } from './return-rules';
import { ACTION_TARGET, assertAction, type ServiceRequestAction, type ServiceRequestKind, type ServiceRequestStatus } from './service-request-states';

export const REQUEST_NOT_FOUND = 'Request not found.';
export const REJECTION_REASON_REQUIRED = 'Please give the customer a reason (at least 5 characters).';
export const REJECTION_REASON_MAX = 1000;
export const NO_ORDER_TO_REFUND = 'This request is not linked to a paid order, so it cannot be refunded here. Refund the order from Orders.';

export interface StaffRequestQuery {
  kind?: ServiceRequestKind | null;
  status?: ServiceRequestStatus | null;
  /** Part of the order number, the item or the customer's email, or the request number. */
  search?: string | null;
  limit: number;
  offset: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Staff work on return and repair requests. Each action locks the request,
 * checks its kind's state machine under the lock, changes it, records who
 * did it and emails the customer, all in one transaction. A return's refund
 * goes through the order's own refund path in the same transaction.
 * Callers check that the user is an admin.
 */
export class StaffServiceRequestService {
  constructor(
    private readonly em: EntityManager,
    private readonly staffOrders: StaffOrderService,
    private readonly messaging: MessagingDependencies,
  ) {}

  /** Newest first, with the customer. */
  async list(query: StaffRequestQuery): Promise<{ items: ServiceRequest[]; totalCount: number }> {
    const where: Record<string, unknown> = {};
    if (query.kind) where.kind = query.kind;
    if (query.status) where.status = query.status;
    const search = query.search?.trim().replace(/^#/, '');
    if (search) {
      const pattern = likePattern(search);
      where.$or = [{ orderNumber: { $ilike: pattern } }, { itemName: { $ilike: pattern } }, { user: { email: { $ilike: pattern } } }, ...(/^\d{1,9}$/.test(search) ? [{ id: Number(search) }] : [])];
    }
    const [items, totalCount] = await this.em.findAndCount(ServiceRequest, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: query.limit, offset: query.offset, populate: ['user'] });
    return { items, totalCount };
  }

  async find(id: number): Promise<ServiceRequest> {
    const request = await this.em.fork().findOne(ServiceRequest, { id }, { populate: ['user'] });
    if (!request) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
    return request;
  }

  async act(id: number, action: ServiceRequestAction, input: { reason?: string | null }, staff: Pick<CurrentUser, 'id' | 'email'>): Promise<ServiceRequest> {
    const reason = action === 'reject' ? parseRejectionReason(input.reason) : null;
    // Checked before anything moves: a refund must not go out for a step then refused.
    const note = stepNote(input.reason);
    await this.em.fork().transactional(async (tx) => {
      const request = await tx.findOne(ServiceRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!request) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
      assertAction(request, action);
      const from = request.status;
      const changes: Record<string, unknown> = { status: { from, to: ACTION_TARGET[action] } };
      if (action === 'refund') {
        const refund = await this.refundOrder(tx, request, staff);
        changes.refund = refund;
        changes.amountPence = refund.amountPence ?? 0;
      }
      request.status = ACTION_TARGET[action];
      if (reason) request.rejectionReason = reason;
      // Every step says why: the rejection's reason, the staff member's note, or else the customer's own reason for the request.
      const why = reason ?? note ?? `Customer’s reason: ${request.reason}`;
      recordStaffAction(tx, staff, { action: `${request.kind}.${action}`, subjectType: SERVICE_REQUEST_SUBJECT, subjectId: request.id, reason: why, changes });
      const email = serviceRequestEmail(request, action);
      if (email) {
        const customer = await tx.findOneOrFail(User, request.user.id);
        await new OutboxTransport(tx, this.messaging).send({ channel: 'email', recipient: customer.email, link: `/account/${request.kind}-request`, ...email });
      }
    });
    return this.find(id);
  }

  /**
   * Refunds the lines the return names (older returns without lines: what is
   * left of the order) through the order's refund path. Only a dispatched
   * order is refunded as a return; one refunded already (from Orders) is not refunded twice.
   */
  private async refundOrder(tx: EntityManager, request: ServiceRequest, staff: Pick<CurrentUser, 'id' | 'email'>): Promise<Record<string, unknown>> {
    const order = request.orderId ? await tx.findOne(Order, request.orderId) : null;
    if (!order?.paidAt) throw new AppError('BAD_USER_INPUT', NO_ORDER_TO_REFUND, { reason: 'NO_ORDER' });
    // Refunded from Orders already: the money went back once, and goes back only once.
    if (order.status === 'refunded' && order.refundedAt) return { orderNumber: order.number, alreadyRefundedAt: order.refundedAt.toISOString() };
    if (!isDispatched(order)) throw new AppError('BAD_USER_INPUT', RETURN_NOT_DISPATCHED, { reason: 'NOT_DISPATCHED' });
    const before = order.refundedPence;
    const reason = `Return #${request.id}: ${request.reason}`;
    await this.staffOrders.refundWithin(tx, order.number, { lines: request.lines ?? null, reason }, staff);
    // The same entity the refund changed (one identity map): its figures are the new ones.
    return { orderNumber: order.number, refundReference: order.refundId, amountPence: order.refundedPence - before, lines: request.lines ?? null };
  }
}

export const STEP_NOTE_MAX = 1000;
export const STEP_NOTE_TOO_LONG = 'Please keep the note to 1,000 characters.';

/** A staff member's optional note on a step (approve, receive, refund…): trimmed, null when blank. */
export function stepNote(note: string | null | undefined): string | null {
  const text = (note ?? '').trim();
  if (!text) return null;
  if (text.length > STEP_NOTE_MAX) throw new AppError('BAD_USER_INPUT', STEP_NOTE_TOO_LONG, { fields: [{ field: 'reason', messages: [STEP_NOTE_TOO_LONG] }] });
  return text;
}

export function parseRejectionReason(reason: string | null | undefined): string {
  const text = (reason ?? '').trim();
  if (text.length < 5) throw new AppError('BAD_USER_INPUT', REJECTION_REASON_REQUIRED, { fields: [{ field: 'reason', messages: [REJECTION_REASON_REQUIRED] }] });
  if (text.length > REJECTION_REASON_MAX) {
    const message = `Please keep the reason under ${REJECTION_REASON_MAX} characters.`;
    throw new AppError('BAD_USER_INPUT', message, { fields: [{ field: 'reason', messages: [message] }] });
  }
  return text;
}
