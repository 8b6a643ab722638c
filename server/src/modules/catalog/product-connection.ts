import { type Connection, connectionOf } from '../../common/cursor/connection';
import { checkCursorScope, cursorField, cursorScope, decodeCursor, encodeCursor, type CursorPayload } from '../../common/cursor/opaque-cursor';
import { ORDER_SNAPSHOT_MAX_IDS, type OrderSnapshots, SNAPSHOT_ID_PATTERN } from '../../common/cursor/order-snapshots';
import type { CatalogService } from './catalog.service';
import { normalizeFilter, type ProductFilter, type ProductSort } from './product-filter';
import { isKeysetPosition, isKeysetSort, type KeysetPosition, type KeysetSort } from './product-keyset';
import type { ProductRow } from './product.mapper';

/** A product cursor: a keyset position (sorts on stored fields) or a place in a frozen order (computed sorts). */
type ProductCursor = { scope: string; position: KeysetPosition } | { scope: string; snapshot: string; next: number };

function readCursor(after: string, sort: ProductSort): ProductCursor {
  return decodeCursor(after, (payload: CursorPayload): ProductCursor | null => {
    const scope = cursorField.text(payload.s, 32);
    if (scope === undefined) return null;
    if (isKeysetSort(sort)) return isKeysetPosition(sort, payload.k, payload.i) ? { scope, position: { values: payload.k, id: payload.i as number } } : null;
    const snapshot = cursorField.text(payload.n, 36);
    const next = cursorField.int(payload.p);
    return snapshot !== undefined && SNAPSHOT_ID_PATTERN.test(snapshot) && next !== undefined ? { scope, snapshot, next } : null;
  });
}

/**
 * Cursor paging of the catalogue (Relay connections). Sorts on stored fields
 * page by keyset; computed sorts freeze their order on the first page
 * (common/cursor/order-snapshots.ts) and page through it.
 */
export class ProductConnectionService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly snapshots: OrderSnapshots,
  ) {}

  async page(filter: ProductFilter, sort: ProductSort, first: number, after?: string | null): Promise<Connection<ProductRow>> {
    const scope = cursorScope(['products', normalizeFilter(filter), sort]);
    const cursor = after ? readCursor(after, sort) : null;
    if (cursor) checkCursorScope(cursor.scope, scope);
    if (isKeysetSort(sort)) return this.keysetPage(filter, sort, first, scope, cursor && 'position' in cursor ? cursor.position : null);
    return this.frozenPage(filter, sort, first, scope, cursor && 'snapshot' in cursor ? cursor : null);
  }

  private async keysetPage(filter: ProductFilter, sort: KeysetSort, first: number, scope: string, after: KeysetPosition | null): Promise<Connection<ProductRow>> {
    // One more than asked tells whether another page follows.
    const { items, positions, totalCount } = await this.catalog.listProductsAfter(filter, sort, after, first + 1);
    const edges = items.slice(0, first).map((node, index) => ({ node, cursor: encodeCursor({ s: scope, k: positions[index].values, i: positions[index].id }) }));
    return connectionOf(edges, items.length > first, totalCount);
  }

  private async frozenPage(filter: ProductFilter, sort: ProductSort, first: number, scope: string, after: { snapshot: string; next: number } | null): Promise<Connection<ProductRow>> {
    let snapshot: string;
    let from: number;
    let ids: number[];
    let total: number;
    if (after) {
      ({ snapshot, next: from } = after);
      ({ ids, total } = await this.snapshots.slice(snapshot, from, first));
    } else {
      const order = (await this.catalog.orderedProductIds(filter, sort)).slice(0, ORDER_SNAPSHOT_MAX_IDS);
      if (!order.length) return connectionOf([], false, 0);
      snapshot = await this.snapshots.create(order);
      from = 0;
      ids = order.slice(0, first);
      total = order.length;
    }
    const cursorAt = (next: number) => encodeCursor({ s: scope, n: snapshot, p: next });
    const place = new Map(ids.map((id, index) => [id, from + index + 1]));
    // Products removed since the order was frozen are left out; the order itself moves on.
    const rows = await this.catalog.productsInOrder(ids);
    const edges = rows.map((node) => ({ node, cursor: cursorAt(place.get(node.id)!) }));
    const end = from + ids.length;
    return connectionOf(edges, end < total, total, ids.length ? cursorAt(end) : after ? cursorAt(from) : null);
  }
}
