import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, testBrowser } from '../../../test/account-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { JobRunner } from '../../../common/jobs/jobs';
import { type CatalogueProduct, products, setStock } from '../../orders/checkout.test-helpers';
import { buy } from '../../orders/staff-orders.test-helpers';
import { VIEWER_ADDRESS_LIMIT } from './product-viewers';
import { refreshViewCounters, VIEW_COUNTERS_JOB, viewCounterJobs } from './view-counters';
import { RECENT_WINDOW_HOURS } from './view-window';

const RECORD = `mutation($id: ID!) { recordProductInterest(productId: $id, kind: VIEW) }`;
/** One request reporting the same view `times` times (aliases): what a script sends to inflate a count. */
const repeated = (id: number, times: number) =>
  `mutation { ${Array.from({ length: times }, (_, i) => `v${i}: recordProductInterest(productId: "${id}", kind: VIEW)`).join(' ')} }`;

let app: TestApp;
let catalogue: CatalogueProduct[];
/** Each test takes its own products, so the counts of one never meet another's. */
let next = 0;
const take = (count = 1) => catalogue.slice(next, (next += count));

beforeAll(async () => {
  app = await startTestApp();
  catalogue = await products(app, "category = 'watches' order by id limit 120 --");
});
afterAll(() => app.close());

const viewsOf = async (productId: number) =>
  Number((await sql<{ views: string }>(app.orm, 'select coalesce(sum(views), 0) as views from product_view_hour where product_id = ?', [productId]))[0].views);
const countersOf = async (productId: number) =>
  (await sql<{ view_count: number; recent_views: number; recent_purchases: number }>(
    app.orm, 'select view_count, recent_views, recent_purchases from product where id = ?', [productId],
  ))[0];
const refresh = () => app.orm.em.fork().transactional(refreshViewCounters);
/** A bucket `hoursAgo` clock hours before the current one (UTC), with `views` viewers. */
const bucket = (productId: number, hoursAgo: number, views: number) =>
  sql(app.orm, `insert into product_view_hour (product_id, hour, views) values (?, date_trunc('hour', now(), 'UTC') - make_interval(hours => ?), ?)`, [productId, hoursAgo, views]);

describe('counting a view', () => {
  it('counts a viewer once however often one address reports it, and each address once', async () => {
    const [watch] = take();
    const visitor = testBrowser(app);
    expect((await visitor.graphql(RECORD, { id: String(watch.id) })).body.data.recordProductInterest).toBe(true);
    expect((await visitor.graphql(RECORD, { id: String(watch.id) })).body.data.recordProductInterest).toBe(true);
    expect(await viewsOf(watch.id)).toBe(1);
    // A thousand reports from a script at that address (15 aliases, the most a request may hold, 67 times): still one.
    for (let i = 0; i < 67; i++) expect((await visitor.graphql(repeated(watch.id, 15))).body.errors).toBeUndefined();
    expect(await viewsOf(watch.id)).toBe(1);
    await testBrowser(app).graphql(RECORD, { id: String(watch.id) });
    expect(await viewsOf(watch.id)).toBe(2);
  });

  it('counts the same viewer again only after the recent window, not every hour', async () => {
    const [watch] = take();
    const visitor = testBrowser(app);
    await visitor.graphql(RECORD, { id: String(watch.id) });
    // An hour later the staff's hourly interest counter counts the visitor again; the viewer count does not.
    await sql(app.orm, "update rate_bucket set since = since - interval '61 minutes' where bucket = 'interest_view' and key like ?", [`ip:${visitor.ip}:%`]);
    await visitor.graphql(RECORD, { id: String(watch.id) });
    expect(await viewsOf(watch.id)).toBe(1);
    await sql(app.orm, `update rate_bucket set since = since - make_interval(hours => ?) where key like ?`, [RECENT_WINDOW_HOURS, `ip:${visitor.ip}:%`]);
    await visitor.graphql(RECORD, { id: String(watch.id) });
    expect(await viewsOf(watch.id)).toBe(2);
  });

  it(`lets one address add at most ${VIEWER_ADDRESS_LIMIT.capacity} viewers an hour over all products (the one rate limiter)`, async () => {
    const walked = take(VIEWER_ADDRESS_LIMIT.capacity + 5);
    const bot = testBrowser(app);
    for (const watch of walked) expect((await bot.graphql(RECORD, { id: String(watch.id) })).body.data.recordProductInterest).toBe(true);
    const counted = await Promise.all(walked.map((watch) => viewsOf(watch.id)));
    expect(counted.filter((views) => views === 1)).toHaveLength(VIEWER_ADDRESS_LIMIT.capacity);
    expect(counted.slice(VIEWER_ADDRESS_LIMIT.capacity)).toEqual([0, 0, 0, 0, 0]);
    // Another address is not held back by it.
    await testBrowser(app).graphql(RECORD, { id: String(walked.at(-1)!.id) });
    expect(await viewsOf(walked.at(-1)!.id)).toBe(1);
  });

  it('answers false for a malformed or unknown product id: no error, no 500, nothing counted', async () => {
    const visitor = testBrowser(app);
    for (const id of ['abc', '-1', '0', '1e3', '12.5', '99999999999', '', ' 7', '99999999']) {
      const { status, body } = await visitor.graphql(RECORD, { id });
      expect(status, id).toBe(200);
      expect(body.errors, id).toBeUndefined();
      expect(body.data, id).toEqual({ recordProductInterest: false });
    }
    const wrongType = await visitor.graphql(RECORD, { id: { $gt: 1 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].message).toMatch(/Variable "\$id" got invalid value/);
    expect(Number((await sql<{ n: string }>(app.orm, 'select count(*) as n from product_view_hour where product_id not in (select id from product)'))[0].n)).toBe(0);
  });
});

describe('the refresh job', () => {
  it('sets recent_views, view_count and recent_purchases from the buckets and the paid orders of the window', async () => {
    const [watch, unseen] = take(2);
    await setStock(app, watch.id, 20);
    await bucket(watch.id, 0, 3);
    await bucket(watch.id, 5, 2);
    const bought = await buy(app, watch);
    await buy(app, watch, { quantity: 2 });
    // Paid before the window: not recent. Cancelled: never a purchase.
    const old = await buy(app, watch);
    await sql(app.orm, `update customer_order set paid_at = now() - make_interval(hours => ?) where id = ?`, [RECENT_WINDOW_HOURS + 1, old.id]);
    const cancelled = await buy(app, watch);
    await sql(app.orm, `update customer_order set status = 'cancelled' where id = ?`, [cancelled.id]);
    expect(bought.number).toBeTruthy();

    await refresh();
    expect(await countersOf(watch.id)).toEqual({ view_count: 5, recent_views: 5, recent_purchases: 2 });
    expect(await countersOf(unseen.id)).toEqual({ view_count: 0, recent_views: 0, recent_purchases: 0 });
    // The shop reads them: the product's fields and the POPULAR order.
    const { body } = await app.graphql(`query($id: ID!) { product(id: $id) { viewCount recentViews recentPurchases } }`, { id: String(watch.id) });
    expect(body.data.product).toEqual({ viewCount: 5, recentViews: 5, recentPurchases: 2 });
  });

  it('stops counting buckets older than the window as recent, keeps them in the all-time count, and prunes them', async () => {
    const [watch] = take();
    await bucket(watch.id, RECENT_WINDOW_HOURS - 1, 1); // the oldest hour inside the window
    await bucket(watch.id, RECENT_WINDOW_HOURS, 4); // the first hour out of it
    await bucket(watch.id, RECENT_WINDOW_HOURS * 10, 6);
    await refresh();
    expect(await countersOf(watch.id)).toEqual({ view_count: 11, recent_views: 1, recent_purchases: 0 });
    expect(await sql(app.orm, 'select views from product_view_hour where product_id = ?', [watch.id])).toEqual([{ views: 1 }]);
    // Refreshing again changes nothing: a pruned bucket is counted once, in the total.
    await refresh();
    expect(await countersOf(watch.id)).toEqual({ view_count: 11, recent_views: 1, recent_purchases: 0 });
    // An hour later the last bucket leaves the window too.
    await sql(app.orm, `update product_view_hour set hour = hour - interval '1 hour' where product_id = ?`, [watch.id]);
    await refresh();
    expect(await countersOf(watch.id)).toEqual({ view_count: 11, recent_views: 0, recent_purchases: 0 });
  });

  it('runs on one process at a time through the one job runner, and two refreshes at once count nothing twice', async () => {
    const [watch] = take();
    await bucket(watch.id, 0, 2);
    await bucket(watch.id, RECENT_WINDOW_HOURS + 2, 7);
    let runs = 0;
    const counted = () => {
      const jobs = viewCounterJobs(app.orm).recurring!;
      const job = jobs[VIEW_COUNTERS_JOB];
      return { [VIEW_COUNTERS_JOB]: { ...job, run: async () => ((runs += 1), job.run()) } };
    };
    await sql(app.orm, `delete from job where kind = ?`, [VIEW_COUNTERS_JOB]);
    await Promise.all([new JobRunner(app.orm, {}, 5_000, counted()).runDue(), new JobRunner(app.orm, {}, 5_000, counted()).runDue()]);
    expect(runs).toBe(1);
    expect(await countersOf(watch.id)).toEqual({ view_count: 9, recent_views: 2, recent_purchases: 0 });
    const [job] = await sql<{ due_in: number }>(app.orm, `select extract(epoch from run_at - now())::int as due_in from job where kind = ?`, [VIEW_COUNTERS_JOB]);
    expect(job.due_in).toBeGreaterThan(60);

    // Outside the runner (or a process of an older version): two at once still fold each old bucket once.
    await bucket(watch.id, RECENT_WINDOW_HOURS + 3, 5);
    await Promise.all([refresh(), refresh(), refresh()]);
    expect(await countersOf(watch.id)).toEqual({ view_count: 14, recent_views: 2, recent_purchases: 0 });
  });
});
