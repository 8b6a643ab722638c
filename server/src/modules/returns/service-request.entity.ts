import { Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import type { ReturnLine } from '../orders/refund-lines';
import { SERVICE_REQUEST_KINDS, SERVICE_REQUEST_STATUSES, type ServiceRequestKind, type ServiceRequestStatus } from './service-request-states';

/**
 * A return or repair request from /account/return-request or
 * /account/repair-request. It names one of the customer's own orders, and
 * staff move it through its kind's states (service-request-states.ts).
 */
@Entity({ tableName: 'service_request' })
@Index({ name: 'service_request_status_index', properties: ['status', 'createdAt'] })
export class ServiceRequest {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: User;

  @Enum({ items: () => SERVICE_REQUEST_KINDS, type: 'string' })
  kind!: ServiceRequestKind;

  @Enum({ items: () => SERVICE_REQUEST_STATUSES, type: 'string' })
  status: ServiceRequestStatus & Opt = 'requested';

  @Property({ type: 'string', length: 40 })
  orderNumber!: string;

  /** customer_order.id of the named order; null only for requests raised before orders were checked. */
  @Property({ type: 'uuid', nullable: true, index: true })
  orderId?: string | null;

  @Property({ type: 'string', length: 200 })
  itemName!: string;

  /** A return's lines (product, size, quantity): its refund gives back these only. Null for repairs and older returns. */
  @Property({ type: 'json', nullable: true })
  lines?: ReturnLine[] | null;

  @Property({ type: 'string', length: 80 })
  reason!: string;

  @Property({ type: 'text' })
  details!: string;

  /** Why staff turned it down; shown to the customer. */
  @Property({ type: 'text', nullable: true })
  rejectionReason?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
