import { Check, Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { WatchReference } from './watch-reference.entity';

export const SALE_SOURCES = ['seed', 'import'] as const;

/**
 * One recorded market transaction of a reference: the date, the price paid
 * and, when known, the asking price it sold against (the spread the
 * liquidity signal reads). Money in integer pence.
 */
@Entity({ tableName: 'market_sale' })
@Check({ name: 'market_sale_price_positive', expression: 'price_pence > 0' })
@Check({ name: 'market_sale_ask_positive', expression: 'ask_pence is null or ask_pence > 0' })
@Index({ name: 'market_sale_reference_date_index', properties: ['watchReference', 'soldOn'] })
@Index({ name: 'market_sale_sold_on_index', properties: ['soldOn'] })
export class MarketSale {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne({ entity: () => WatchReference, deleteRule: 'cascade' })
  watchReference!: WatchReference;

  /** Calendar date of the sale (YYYY-MM-DD). */
  @Property({ type: 'date' })
  soldOn!: string;

  @Property({ type: 'integer' })
  pricePence!: number;

  @Property({ type: 'integer', nullable: true })
  askPence?: number | null;

  /** 'seed' (the demo history) or 'import' (CSV). */
  @Property({ type: 'string', length: 16 })
  source: string & Opt = 'import';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  recordedAt: Date & Opt = new Date();
}
