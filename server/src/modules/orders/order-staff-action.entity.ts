import { Entity, Enum, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { STAFF_ACTIONS, type StaffAction } from './order-transitions';

/**
 * Who on the staff did what to an order, and when: written in the same
 * transaction as the change, so the record and the change stand or fall
 * together. Kept by id and email so the record outlives an account.
 */
@Entity({ tableName: 'order_staff_action' })
@Index({ name: 'order_staff_action_order_index', properties: ['orderId', 'createdAt'] })
export class OrderStaffAction {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'uuid' })
  orderId!: string;

  @Enum({ items: () => STAFF_ACTIONS, type: 'string' })
  action!: StaffAction;

  @Property({ type: 'integer' })
  staffUserId!: number;

  @Property({ type: 'string', length: 254 })
  staffEmail!: string;

  /** What the action carried: the carrier and tracking number of a dispatch, the refund's reference. */
  @Property({ type: 'string', length: 300, nullable: true })
  detail?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
