import { Check, Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One row whose version goes up (by trigger, in the writing transaction)
 * whenever products change in a way a listing shows. Server processes key
 * their catalogue read caches by it, so a change is seen by every process at
 * once, without them talking to each other.
 */
@Entity({ tableName: 'catalogue_state' })
@Check({ name: 'catalogue_state_single_row', expression: 'id = 1' })
export class CatalogueState {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'bigint', defaultRaw: '1' })
  version: string & Opt = '1';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  changedAt: Date & Opt = new Date();
}
