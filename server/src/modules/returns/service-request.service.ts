import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { parseInput } from '../accounts/account-input';
import { serviceRequestSchema } from '@aurum/rules/accounts/account-rules';
import { User } from '../accounts/user.entity';
import { StaffActionRecord } from '../../common/audit/staff-action.entity';
import { ServiceRequest } from './service-request.entity';
import type { ReturnLine } from '../orders/refund-lines';
import { checkReturn } from './return-rules';

export const ORDER_NOT_IN_ACCOUNT = 'We could not find this order in your account. Please check the order number.';

/** The audit record's subject type for requests; their history is read from it. */
export const SERVICE_REQUEST_SUBJECT = 'service_request';

export interface RequestStep {
  status: string;
  at: Date;
}

/** Return and repair requests as customers raise and follow them. */
export class ServiceRequestService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Raises a request on one of the customer's own paid orders (placed signed in, or as a guest with the account's email).
   * A return names a dispatched order within 30 days and, optionally, its lines.
   */
  async create(userId: number, input: unknown): Promise<ServiceRequest> {
    const fields = parseInput(serviceRequestSchema, input);
    const wanted = (input as { lines?: ReturnLine[] | null } | null)?.lines ?? null;
    const orderNumber = fields.orderNumber.trim().toUpperCase();
    const [order] = await this.em.getConnection().execute<{ id: string }[]>(
      `select o.id from customer_order o join app_user u on u.id = ?
       where o.number = ? and o.paid_at is not null and (o.user_id = u.id or (o.user_id is null and lower(o.email) = u.email))`,
      [userId, orderNumber],
    );
    if (!order) throw new AppError('BAD_USER_INPUT', ORDER_NOT_IN_ACCOUNT, { fields: [{ field: 'orderNumber', messages: [ORDER_NOT_IN_ACCOUNT] }] });
    const lines = fields.kind === 'return' ? await checkReturn(this.em, order.id, wanted) : null;
    const request = this.em.create(ServiceRequest, { ...fields, lines, orderNumber, orderId: order.id, user: this.em.getReference(User, userId) });
    await this.em.flush();
    return request;
  }

  listMine(userId: number): Promise<ServiceRequest[]> {
    return this.em.find(ServiceRequest, { user: userId }, { orderBy: { id: 'desc' }, limit: 100 });
  }

  /** The states each request went through after it was raised, oldest first: one query for them all, from the staff action record, without who did it. */
  async stepsOf(requestIds: number[]): Promise<Map<number, RequestStep[]>> {
    const steps = new Map<number, RequestStep[]>(requestIds.map((id) => [id, []]));
    if (requestIds.length === 0) return steps;
    const records = await this.em.find(
      StaffActionRecord,
      { subjectType: SERVICE_REQUEST_SUBJECT, subjectId: { $in: requestIds.map(String) } },
      { orderBy: { createdAt: 'asc', id: 'asc' }, fields: ['subjectId', 'changes', 'createdAt'] },
    );
    for (const record of records) {
      const status = (record.changes?.status as { to?: unknown } | undefined)?.to;
      if (typeof status === 'string') steps.get(Number(record.subjectId))?.push({ status, at: record.createdAt });
    }
    return steps;
  }
}
