import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { CONNECTION_LIMITS, FIRST_OUT_OF_RANGE_MESSAGE } from '../common/cursor/connection';
import { ORDER_SNAPSHOT_MAX_IDS, ORDER_SNAPSHOT_MINUTES } from '../common/cursor/order-snapshots';
import { inheritCache } from './cache-control';
import { PLAIN_DATA } from './plain-data';

/** What the `after` argument of every connection says about cursors and their lifetime. */
export const AFTER_DESCRIPTION =
  'The endCursor (or an edge’s cursor) of the previous page; the first page when left out. Under the sorts on stored fields ' +
  '(price, newest, name, brand, year) a cursor is a position: it never expires, and the next page starts strictly after it ' +
  `however products are added or removed meanwhile. Under a computed sort (trending, popular, featured, curated, rating, discount, relevance) ` +
  `the first page freezes the order (its first ${ORDER_SNAPSHOT_MAX_IDS.toLocaleString('en-GB')} products, as deep as offset paging reaches) ` +
  `and its cursors page through that frozen order for ${ORDER_SNAPSHOT_MINUTES} minutes; after that ` +
  'they are refused (BAD_USER_INPUT; HTTP 400 for a partner key) and paging starts again. A cursor works only with the filter and sort that gave it.';

/** `first` and `after` of a Relay connection, checked like every other argument (graphql/argument-validation.ts). */
@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { defaultValue: CONNECTION_LIMITS.defaultFirst, description: `How many items (1–${CONNECTION_LIMITS.max}); more is refused (BAD_USER_INPUT; HTTP 400 for a partner key), never cut.` })
  @Min(1, { message: FIRST_OUT_OF_RANGE_MESSAGE })
  @Max(CONNECTION_LIMITS.max, { message: FIRST_OUT_OF_RANGE_MESSAGE })
  first!: number;

  @Field(() => String, { nullable: true, description: AFTER_DESCRIPTION })
  after?: string | null;
}

@inheritCache()
@ObjectType('PageInfo', { ...PLAIN_DATA, description: 'Where a connection page ends (Relay).' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow this page.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'The cursor to pass as `after` for the next page; null when the page is empty.' })
  endCursor!: string | null;
}
