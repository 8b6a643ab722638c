import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, testBrowser, type TestBrowser, verifiedCustomer } from '../../../test/account-helpers';
import { eventually } from '../../../test/message-providers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { Product } from '../product.entity';
import { CatalogueEngine } from './catalogue-engine';

/**
 * Two server processes' worth of app (each its own engine, listener and
 * pool) on one database: a change committed through one is in the other's
 * listing and facets on a signed-in user's next request, from memory, and
 * on a visitor's as soon as its notification has arrived.
 */
let database: TestDatabase;
let first: TestApp;
let second: TestApp;
/** A signed-in customer's browser on the second process. */
let customer: TestBrowser;

// These tests check where answers come from; on a loaded machine a delta can take longer than the default 500 ms catch-up.
const ENGINE_ON = { CATALOGUE_ENGINE: 'true', CATALOGUE_CACHE_SECONDS: '0', CATALOGUE_ENGINE_CATCH_UP_MS: '5000' };
const LISTING = `query ($filter: ProductFilterInput) {
  products(filter: $filter, sort: PRICE_DESC, page: { offset: 0, limit: 3 }) {
    totalCount items { id price { amount } }
    facets { brands { value count } priceRange { min { amount } max { amount } } }
  }
}`;

async function listing(app: TestApp | TestBrowser, filter: Record<string, unknown>) {
  const { body } = await app.graphql(LISTING, { filter });
  expect(body.errors).toBeUndefined();
  return body.data.products;
}

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestApp(ENGINE_ON, { database });
  second = await startTestApp({ ...ENGINE_ON, CATALOGUE_ENGINE_COUNTERS_SECONDS: '1' }, { database });
  const { email, password } = await verifiedCustomer(second);
  customer = testBrowser(second);
  expect((await signIn(customer, email, password)).status).toBe(200);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

describe('catalogue engine across processes', () => {
  it('a price change committed by one shows in the other’s listing and facet counts on a signed-in user’s next request', async () => {
    const em = first.orm.em.fork();
    const target = await em.findOneOrFail(Product, { category: 'watches', salePricePence: null }, { orderBy: { pricePence: 'asc' } });
    const threshold = { category: 'WATCHES', minPrice: 50_000_000 };
    const before = await listing(customer, threshold);
    const brandCount = (page: { facets: { brands: { value: string; count: number }[] } }) =>
      page.facets.brands.find((brand) => brand.value === target.brand)?.count ?? 0;

    target.pricePence = 99_999_900;
    await em.flush();
    const versionQueries = second.catalogueEngine!.status().versionQueries;
    const after = await listing(customer, threshold);
    // A signed-in user's request asked the database which version is committed.
    expect(second.catalogueEngine!.status().versionQueries).toBe(versionQueries + 1);

    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.items[0]).toEqual({ id: String(target.id), price: { amount: 99_999_900 } });
    expect(after.facets.priceRange.max.amount).toBe(99_999_900);
    expect(brandCount(after)).toBe(brandCount(before) + 1);
    const status = second.catalogueEngine!.status();
    expect(status.deltas).toBeGreaterThanOrEqual(1);
    expect(status.sqlReads).toBe(0);
  });

  it('a process that lost its notifications reads SQL meanwhile, then rebuilds and reads memory again', async () => {
    const engine = second.catalogueEngine!;
    const builds = engine.status().builds;
    const em = first.orm.em.fork();
    const target = await em.findOneOrFail(Product, { category: 'clothing', salePricePence: null }, { orderBy: { pricePence: 'asc' } });
    engine.simulateConnectionLoss();
    target.pricePence = 88_888_800;
    await em.flush();
    // Missed by the second process's listener: a visitor's request now asks the database too, so it is still answered correctly (from SQL until it catches up).
    const versionQueries = engine.status().versionQueries;
    const during = await listing(second, { category: 'CLOTHING' });
    expect(during.items[0].id).toBe(String(target.id));
    expect(engine.status().versionQueries).toBeGreaterThan(versionQueries);
    await eventually(() => engine.status().builds > builds);
    const memoryReads = engine.status().memoryReads;
    const after = await listing(second, { category: 'CLOTHING' });
    expect(after.items[0]).toEqual({ id: String(target.id), price: { amount: 88_888_800 } });
    expect(engine.status().memoryReads).toBe(memoryReads + 1);
  });

  it('a visitor’s listing trusts the notifications: no question to the database, and a change made elsewhere shows within a second', async () => {
    const engine = second.catalogueEngine!;
    const em = first.orm.em.fork();
    const target = await em.findOneOrFail(Product, { category: 'watches', salePricePence: null }, { orderBy: { pricePence: 'desc' } });
    const filter = { category: 'WATCHES', brands: [target.brand] };
    await eventually(() => engine.status().ready);
    const { versionQueries, sqlReads } = engine.status();
    const before = await listing(second, filter);
    expect(engine.status().versionQueries).toBe(versionQueries);

    target.pricePence = 99_999_999;
    await em.flush();
    const committed = Date.now();
    let after = await listing(second, filter);
    while (after.items[0].price.amount !== 99_999_999) {
      expect(Date.now() - committed).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 5));
      after = await listing(second, filter);
    }
    expect(after.items[0].id).toBe(String(target.id));
    expect(after.totalCount).toBe(before.totalCount);
    expect(engine.status()).toMatchObject({ versionQueries, sqlReads });
  });

  it('with the read cache on, a visitor’s listing costs no statement for the cache’s key, and the key moves with each notified change', async () => {
    const cached = await startTestApp({ ...ENGINE_ON, CATALOGUE_CACHE_SECONDS: '60' }, { database });
    const knex = cached.orm.em.getKnex();
    const statements: string[] = [];
    const count = (query: { sql: string }) => statements.push(query.sql);
    try {
      await eventually(() => cached.catalogueEngine!.status().ready);
      const em = first.orm.em.fork();
      const target = await em.findOneOrFail(Product, { category: 'watches', salePricePence: null }, { orderBy: { pricePence: 'asc' } });
      const filter = { category: 'WATCHES', brands: [target.brand] };
      knex.on('query', count);
      const before = await listing(cached, filter);
      expect(await listing(cached, filter)).toEqual(before);
      expect(statements.filter((statement) => statement.includes('catalogue_state'))).toEqual([]);

      target.pricePence = 99_999_998;
      await em.flush();
      const committed = Date.now();
      const shows = (page: typeof before) => page.items.some((item: { id: string; price: { amount: number } }) => item.id === String(target.id) && item.price.amount === 99_999_998);
      let after = await listing(cached, filter);
      while (!shows(after)) {
        expect(Date.now() - committed).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 5));
        after = await listing(cached, filter);
      }
      expect(statements.filter((statement) => statement.includes('catalogue_state'))).toEqual([]);
    } finally {
      knex.removeListener('query', count);
      await cached.close();
    }
  });

  it('a deleted product leaves the other process’s listing and counts', async () => {
    const engine = second.catalogueEngine!;
    const em = first.orm.em.fork();
    const victim = await em.findOneOrFail(Product, { category: 'watches' }, { orderBy: { id: 'asc' } });
    const before = await listing(customer, { category: 'WATCHES', brands: [victim.brand] });
    await em.nativeDelete(Product, { id: victim.id });
    const sqlReads = engine.status().sqlReads;
    const after = await listing(customer, { category: 'WATCHES', brands: [victim.brand] });
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.facets.brands.find((brand: { value: string }) => brand.value === victim.brand).count).toBe(before.totalCount - 1);
    expect(engine.status().sqlReads).toBe(sqlReads);
  });

  it('an archived product leaves the other process’s listing and counts from memory, and comes back when restored', async () => {
    const engine = second.catalogueEngine!;
    const em = first.orm.em.fork();
    const piece = await em.findOneOrFail(Product, { category: 'watches' }, { orderBy: { id: 'desc' } });
    const filter = { category: 'WATCHES', brands: [piece.brand] };
    const before = await listing(customer, filter);
    const sqlReads = engine.status().sqlReads;
    await em.getConnection().execute('update product set archived_at = now() where id = ?', [piece.id]);
    const archived = await listing(customer, filter);
    expect(archived.totalCount).toBe(before.totalCount - 1);
    expect(archived.items.map((item: { id: string }) => item.id)).not.toContain(String(piece.id));
    await em.getConnection().execute('update product set archived_at = null where id = ?', [piece.id]);
    expect((await listing(customer, filter)).totalCount).toBe(before.totalCount);
    expect(engine.status().sqlReads).toBe(sqlReads);
  });

  it('popularity counters, which send no notification, reach the popular order within the refresh period', async () => {
    const [{ id }] = await first.orm.em.getConnection().execute<{ id: number }[]>("select id from product where category = 'watches' order by view_count limit 1");
    await first.orm.em.getConnection().execute('update product set view_count = 1000000 where id = ?', [id]);
    const popular = async () => (await second.graphql('{ products(filter: { category: WATCHES }, sort: POPULAR, page: { limit: 1 }) { items { id } } }')).body.data.products.items[0].id;
    const deadline = Date.now() + 5000;
    while ((await popular()) !== String(id)) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('an engine that is not built yet sends requests to SQL', async () => {
    const idle = new CatalogueEngine({ connectionString: database.url });
    expect(await idle.readerForRequest(() => first.orm.em.fork())).toBeNull();
    expect(idle.status()).toMatchObject({ ready: false, sqlReads: 1, memoryReads: 0 });
    await idle.stop();
  });
});
