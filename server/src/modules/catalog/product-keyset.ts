import { cursorField } from '../../common/cursor/opaque-cursor';
import type { ProductSort } from './product-filter';
import { sql, type Sql } from './product-sql';

/**
 * The sorts on stored fields, whose cursors are keyset positions: the next
 * page starts strictly after the last product's (sort values, id), so it
 * stays right while products are added or removed. The other sorts are
 * computed (scores that move with every view) and page through a frozen order.
 */
export const KEYSET_SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'brand'] as const satisfies readonly ProductSort[];
export type KeysetSort = (typeof KEYSET_SORTS)[number];

export const isKeysetSort = (sort: ProductSort): sort is KeysetSort => (KEYSET_SORTS as readonly string[]).includes(sort);

/** Where a page ends: the last product's sort values (as keyed below) and its id. */
export interface KeysetPosition {
  values: (number | string)[];
  id: number;
}

/** created_at in microseconds, exactly as the in-memory engine keeps it (indexed-product.ts). */
const CREATED_MICROS = '(extract(epoch from p.created_at) * 1000000)::float8';

interface KeysetRule {
  /** The sort values in SQL over product `p`, in the order of product-sql.ts's SORT_ORDER. */
  columns: string[];
  /** Checks a cursor's values (numbers or texts, as `columns` give them). */
  valid: (values: unknown[]) => boolean;
  /** The SQL condition "strictly after this position" in the sort's order (ids break ties as SORT_ORDER does). */
  after: (values: (number | string)[], id: number) => Sql;
}

const isNumber = (value: unknown) => cursorField.number(value) !== undefined;
const isText = (value: unknown) => cursorField.text(value) !== undefined;

const KEYSET_RULES: Record<KeysetSort, KeysetRule> = {
  newest: {
    columns: [CREATED_MICROS],
    valid: ([micros]) => isNumber(micros),
    after: ([micros], id) => sql(`(${CREATED_MICROS}, p.id) < (?::float8, ?::int)`, micros, id),
  },
  price_asc: {
    columns: ['p.effective_price_pence'],
    valid: ([pence]) => cursorField.int(pence) !== undefined,
    after: ([pence], id) => sql('(p.effective_price_pence, p.id) > (?::int, ?::int)', pence, id),
  },
  price_desc: {
    columns: ['p.effective_price_pence'],
    valid: ([pence]) => cursorField.int(pence) !== undefined,
    after: ([pence], id) => sql('(p.effective_price_pence < ?::int or (p.effective_price_pence = ?::int and p.id > ?::int))', pence, pence, id),
  },
  name: {
    columns: ['p.name'],
    valid: ([name]) => isText(name),
    after: ([name], id) => sql('(p.name, p.id) > (?, ?::int)', name, id),
  },
  brand: {
    columns: ['p.brand', 'p.name'],
    valid: ([brand, name]) => isText(brand) && isText(name),
    after: ([brand, name], id) => sql('(p.brand, p.name, p.id) > (?, ?, ?::int)', brand, name, id),
  },
};

/** `json_build_array(…)` of the sort values, selected beside each row for its cursor. */
export const keysetValuesSql = (sort: KeysetSort): string => `json_build_array(${KEYSET_RULES[sort].columns.join(', ')})`;

export const keysetAfterSql = (sort: KeysetSort, position: KeysetPosition): Sql => KEYSET_RULES[sort].after(position.values, position.id);

/** Whether a cursor's values are a position of this sort (the count and kinds of its values). */
export function isKeysetPosition(sort: KeysetSort, values: unknown, id: unknown): values is (number | string)[] {
  const rule = KEYSET_RULES[sort];
  return Array.isArray(values) && values.length === rule.columns.length && rule.valid(values) && cursorField.int(id) !== undefined;
}
