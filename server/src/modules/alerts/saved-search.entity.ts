import { Entity, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { ListingCondition } from '@aurum/rules/marketplace/listing-status';
import type { SellerType } from '@aurum/rules/marketplace/seller-status';
import { User } from '../accounts/user.entity';

/**
 * A customer's saved marketplace search (issue 38): when staff approve a
 * listing it matches, the customer hears of it (saved-search-alerts.ts).
 * Empty lists and nulls mean "any"; the rules are in saved-search-rules.ts.
 */
@Entity({ tableName: 'saved_search' })
export class SavedSearch {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { fieldName: 'user_id', mapToPk: true, deleteRule: 'cascade', index: true })
  userId!: number;

  @Property({ type: 'text[]' })
  brands: string[] & Opt = [];

  @Property({ type: 'string', length: 100, nullable: true })
  modelOrReference: string | null = null;

  @Property({ type: 'integer', nullable: true })
  minPricePence: number | null = null;

  @Property({ type: 'integer', nullable: true })
  maxPricePence: number | null = null;

  @Property({ type: 'text[]' })
  conditions: ListingCondition[] & Opt = [];

  @Property({ type: 'boolean', default: false })
  boxAndPapers: boolean & Opt = false;

  @Property({ type: 'text[]', default: '{}' })
  sellerTypes: SellerType[] & Opt = [];

  @Property({ type: 'integer', nullable: true })
  minYear: number | null = null;

  @Property({ type: 'integer', nullable: true })
  maxYear: number | null = null;

  @Property({ type: 'integer', nullable: true })
  minCaseSizeMm: number | null = null;

  @Property({ type: 'integer', nullable: true })
  maxCaseSizeMm: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
