import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The one audit record of staff actions: who did what to which thing, when and
 * why. Written in the same transaction as the change it records, so the two
 * stand or fall together. Kept by id and email so it outlives the account.
 */
@Entity({ tableName: 'staff_action' })
@Index({ name: 'staff_action_subject_index', properties: ['subjectType', 'subjectId', 'createdAt'] })
@Index({ name: 'staff_action_created_index', properties: ['createdAt'] })
export class StaffActionRecord {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** A dotted name of what was done, e.g. `product.update`, `seller.approve`, `customer.vip.set`. */
  @Property({ type: 'string', length: 80 })
  action!: string;

  /** What kind of thing was acted on, e.g. `product`, `seller`, `listing`, `user`, `api_key`. */
  @Property({ type: 'string', length: 40 })
  subjectType!: string;

  @Property({ type: 'string', length: 80 })
  subjectId!: string;

  @Property({ type: 'integer' })
  actorUserId!: number;

  @Property({ type: 'string', length: 254 })
  actorEmail!: string;

  /** The reason staff gave (a rejection, a VIP change, a dispute decision). */
  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  /** What changed, as `{ field: { from, to } }`, or any details the action carried. */
  @Property({ type: 'json', nullable: true })
  changes?: Record<string, unknown> | null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
