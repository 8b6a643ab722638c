import { describe, expect, it } from 'vitest';
import { productsJsonBody, type ProductRow, toProductJson, toProductView } from '../product.mapper';
import type { IndexedProduct } from './indexed-product';
import { PageRows } from './page-rows';
import { ProductStore } from './product-store';

const indexed = (id: number, pricePence = 100_000) =>
  ({
    id, category: 'watches', brand: 'Rolex', name: `Watch ${id}`, model: null, reference: null, sku: `AUR-${id}`, description: 'A watch.',
    materials: [], tags: [], caseMaterial: null, dialColor: null, strapMaterial: null, movement: null, waterResistanceBucket: null,
    boxAndPapers: false, limitedEdition: false, availableSizes: [], colors: [], style: null, season: null, fit: null,
    effectivePricePence: pricePence, pricePence, caseDiameterMm: null, stock: 1, featured: false, viewCount: id, recentViews: 0, recentPurchases: 0,
    averageRating100: 490, reviewCount: 0, createdMicros: 0,
  }) as IndexedProduct;

/** What the primary-key read returns: the database's current row. */
const row = (id: number, pricePence = 100_000) =>
  ({
    id, name: `Watch ${id}`, brand: 'Rolex', sku: `AUR-${id}`, description: 'A watch.', pricePence, salePricePence: null, originalPricePence: null,
    imageUrl: `/images/${id}.webp`, galleryImages: [], category: 'watches', materials: [], sizes: [], availableSizes: [], colors: [], tags: [],
    features: [], specifications: {}, careInstructions: [], stock: 1, featured: false, rating: '4.9', viewCount: 0, recentViews: 0, recentPurchases: 0,
    condition: 'New', complications: [], boxAndPapers: false, limitedEdition: false, createdAt: '2026-11-01 10:00:00+00',
  }) as unknown as ProductRow;

function setUp(capacity?: number) {
  const store = new ProductStore();
  for (const id of [1, 2, 3, 4]) store.upsert(indexed(id));
  const reads: number[][] = [];
  const database = new Map([1, 2, 3, 4].map((id) => [id, row(id)]));
  const load = async (ids: number[]) => {
    reads.push(ids);
    return ids.flatMap((id) => (database.has(id) ? [{ ...database.get(id)! }] : []));
  };
  return { store, pages: new PageRows(store, capacity), reads, database, load, slot: (id: number) => store.slotOf(id)! };
}

describe('PageRows', () => {
  it('reads only the rows it does not hold, keeps the page order and leaves out products gone from the database', async () => {
    const { pages, reads, database, load, slot } = setUp();
    database.delete(4);
    expect((await pages.read([slot(3), slot(1), slot(4)], load)).map((r) => r.id)).toEqual([3, 1]);
    expect((await pages.read([slot(1), slot(2), slot(3)], load)).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(reads).toEqual([[3, 1, 4], [2]]);
    expect(pages.stats).toEqual({ read: 3, kept: 2 });
  });

  it('serves the popularity counters the store holds, not those of the row when it was read', async () => {
    const { store, pages, load, slot } = setUp();
    const [first] = await pages.read([slot(2)], load);
    expect(first.viewCount).toBe(2);
    store.updateCounters(2, 500, 7, 3);
    const [again] = await pages.read([slot(2)], load);
    expect(again).toMatchObject({ viewCount: 500, recentViews: 7, recentPurchases: 3 });
    expect(toProductView(again)).toMatchObject({ viewCount: 500, recentViews: 7, recentPurchases: 3 });
    expect(toProductJson(again)).toMatchObject({ viewCount: 500, recentViews: 7, recentPurchases: 3 });
  });

  it('reads a changed product again: it has a new slot', async () => {
    const { store, pages, reads, database, load, slot } = setUp();
    await pages.read([slot(1)], load);
    database.set(1, row(1, 250_000));
    store.upsert(indexed(1, 250_000));
    const [changed] = await pages.read([slot(1)], load);
    expect(changed.pricePence).toBe(250_000);
    expect(toProductView(changed).price.amount).toBe(250_000);
    expect(reads).toEqual([[1], [1]]);
  });

  it('lets the least recently shown rows go beyond its capacity', async () => {
    const { pages, reads, load, slot } = setUp(2);
    await pages.read([slot(1), slot(2)], load);
    await pages.read([slot(1)], load);
    await pages.read([slot(3)], load);
    expect(pages.size).toBe(2);
    await pages.read([slot(1), slot(3), slot(2)], load);
    expect(reads).toEqual([[1, 2], [3], [2]]);
  });

  it('builds each kept row’s views once; other rows get a new view every time', async () => {
    const { pages, load, slot } = setUp();
    const [kept] = await pages.read([slot(1)], load);
    expect(toProductView(kept)).toBe(toProductView(kept));
    expect(toProductJson(kept)).toBe(toProductJson(kept));
    const plain = row(9);
    expect(toProductView(plain)).not.toBe(toProductView(plain));
    plain.stock = 0;
    expect(toProductView(plain).inStock).toBe(false);
  });

  it('writes the REST bytes of kept rows once, as res.json would, and again when their counters move', async () => {
    const { store, pages, load, slot } = setUp();
    const rows = await pages.read([slot(2), slot(1)], load);
    const expected = () => Buffer.from(`{"products":${JSON.stringify([row(9), ...rows].map(toProductJson))},"count":3}`);
    expect(productsJsonBody([row(9), ...rows], '{"products":', ',"count":3}')).toEqual(expected());
    store.updateCounters(1, 42, 4, 2);
    const again = await pages.read([slot(2), slot(1)], load);
    expect(productsJsonBody([row(9), ...again], '{"products":', ',"count":3}')).toEqual(expected());
    expect(productsJsonBody(again).toString()).toContain('"viewCount":42');
    expect(productsJsonBody([]).toString()).toBe('[]');
    // Not ASCII: the bytes are UTF-8, as res.send writes a string.
    const accented = { ...row(9), name: 'Montre à répétition — £' };
    expect(productsJsonBody([accented])).toEqual(Buffer.from(JSON.stringify([toProductJson(accented)]), 'utf8'));
  });
});
