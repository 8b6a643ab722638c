import { Entity, Enum, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity';

export const SERVICE_REQUEST_KINDS = ['return', 'repair'] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

export const SERVICE_REQUEST_STATUSES = ['submitted', 'in_review', 'approved', 'completed', 'declined'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** A return or repair request from /account/return-request or /account/repair-request, visible to admins. */
@Entity({ tableName: 'service_request' })
export class ServiceRequest {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: User;

  @Enum({ items: () => SERVICE_REQUEST_KINDS, type: 'string' })
  kind!: ServiceRequestKind;

  @Enum({ items: () => SERVICE_REQUEST_STATUSES, type: 'string' })
  status: ServiceRequestStatus & Opt = 'submitted';

  @Property({ type: 'string', length: 40 })
  orderNumber!: string;

  @Property({ type: 'string', length: 200 })
  itemName!: string;

  @Property({ type: 'string', length: 80 })
  reason!: string;

  @Property({ type: 'text' })
  details!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
