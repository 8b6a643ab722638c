import type { Knex } from '@mikro-orm/postgresql';
import { type Connection, connectionOf } from '../../../common/cursor/connection';
import { checkCursorScope, cursorField, cursorScope, decodeCursor, encodeCursor } from '../../../common/cursor/opaque-cursor';
import { type BrowseFilter, type BrowseSort, groupPredicates, whereExcept } from './browse-filter';
import { browseBase, type ListingCardRow, toCardRow } from './marketplace-browse';

/** published_at with the unpublished last under a descending order (as `published_at desc nulls last`). */
const PUBLISHED = "coalesce(b.published_at, '-infinity'::timestamptz)";

/** PostgreSQL's text of a timestamptz, as the cursor carries it back. */
const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** A timestamp PostgreSQL will read (a day that exists, a time of day), so a forged one is refused here, not by the database. */
function isTimestampText(value: unknown): boolean {
  if (value === '-infinity') return true;
  const parts = typeof value === 'string' ? TIMESTAMP_TEXT.exec(value) : null;
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

interface KeysetRule {
  /** The sort value in SQL over `b`, selected as text or int for the cursor. */
  value: string;
  order: string;
  valid: (value: unknown) => boolean;
  /** "Strictly after (value, id)" in the order. */
  after: string;
  params: (value: string | number, id: number) => unknown[];
}

const isInt = (value: unknown) => cursorField.int(value) !== undefined;

/** Every marketplace sort is on a stored field: each pages by keyset, with the id (descending) breaking ties as ORDER does. */
const KEYSET: Record<BrowseSort, KeysetRule> = {
  newest: {
    value: `${PUBLISHED}::text`,
    order: `${PUBLISHED} desc, b.id desc`,
    valid: isTimestampText,
    after: `(${PUBLISHED}, b.id) < (?::timestamptz, ?::int)`,
    params: (value, id) => [value, id],
  },
  price_asc: {
    value: 'b.price_pence',
    order: 'b.price_pence asc, b.id desc',
    valid: isInt,
    after: '(b.price_pence > ?::int or (b.price_pence = ?::int and b.id < ?::int))',
    params: (value, id) => [value, value, id],
  },
  price_desc: {
    value: 'b.price_pence',
    order: 'b.price_pence desc, b.id desc',
    valid: isInt,
    after: '(b.price_pence, b.id) < (?::int, ?::int)',
    params: (value, id) => [value, id],
  },
  year_desc: {
    value: 'b.year',
    order: 'b.year desc, b.id desc',
    valid: isInt,
    after: '(b.year, b.id) < (?::int, ?::int)',
    params: (value, id) => [value, id],
  },
};

interface Position {
  value: string | number;
  id: number;
}

function readCursor(after: string, sort: BrowseSort): { scope: string; position: Position } {
  return decodeCursor(after, (payload) => {
    const scope = cursorField.text(payload.s, 32);
    const id = cursorField.int(payload.i);
    if (scope === undefined || id === undefined || !KEYSET[sort].valid(payload.k)) return null;
    return { scope, position: { value: payload.k as string | number, id } };
  });
}

/**
 * Live listings by cursor (Relay connection): a keyset page after the
 * cursor's (sort value, id), so listings published or withdrawn meanwhile
 * neither repeat nor skip others; the total in the same statement.
 */
export async function listingConnection(knex: Knex, filter: BrowseFilter, sort: BrowseSort, first: number, after?: string | null): Promise<Connection<ListingCardRow>> {
  const scope = cursorScope(['marketplace', filter, sort]);
  const cursor = after ? readCursor(after, sort) : null;
  if (cursor) checkCursorScope(cursor.scope, scope);
  const rule = KEYSET[sort];
  const base = browseBase(filter);
  const all = whereExcept(groupPredicates(filter));
  const position = cursor ? { sql: rule.after, params: rule.params(cursor.position.value, cursor.position.id) } : { sql: 'true', params: [] };
  const { rows } = await knex.raw(
    `with base as (${base.sql}), matched as (select * from base b where ${all.sql})
     select (select count(*)::int from matched) as total,
       coalesce((select json_agg(row_to_json(p)) from (
         select b.*, ${rule.value} as keyset_value from matched b where ${position.sql} order by ${rule.order} limit ?
       ) p), '[]'::json) as items`,
    [...base.params, ...all.params, ...position.params, first + 1] as Knex.RawBinding[],
  );
  const items = rows[0].items as Record<string, unknown>[];
  const edges = items.slice(0, first).map((row) => ({
    node: toCardRow(row),
    cursor: encodeCursor({ s: scope, k: row.keyset_value, i: Number(row.id) }),
  }));
  return connectionOf(edges, items.length > first, rows[0].total as number);
}
