import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../test/account-helpers';
import { startTestApp, type TestApp } from '../test/test-app';
import { approvedSeller, liveListing, signedInAdmin } from '../modules/marketplace/marketplace.test-helpers';

const INDEX_HTML = '<!doctype html><html><head><title>Aurum</title></head><body><div id="root"></div></body></html>';
let app: TestApp;
let distDir: string;
let productId: number;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'aurum-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  app = await startTestApp({}, { overrides: { clientDistDir: distDir } });
  [{ id: productId }] = await sql<{ id: number }>(app.orm, 'select id from product order by id limit 1');
});

afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

const page = (url: string) => app.fetch(url, { headers: { accept: 'text/html' } });

describe('honest statuses for SPA pages', () => {
  it('answers the pages of the route table with 200 and the app', async () => {
    for (const url of ['/', '/watches', '/watches/', '/products/clothing', '/account/orders/AUR-1', '/admin/login', `/product/${productId}`]) {
      const response = await page(url);
      expect(response.status, url).toBe(200);
      // The app, with the first screen's data inlined for some pages (page-html.test.ts).
      expect(await response.text()).toMatch(/^<!doctype html><html><head><title>Aurum<\/title>[^]*<\/head><body><div id="root"><\/div><\/body><\/html>$/);
    }
  });

  it('answers a path that is no page with 404 and still the app, which shows its not-found page', async () => {
    for (const url of ['/nope', '/watches/extra/deep', '/marketplace-nope', '/product']) {
      const response = await page(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('answers the page of a missing or impossible product with 404', async () => {
    for (const url of ['/product/missing', '/product/999999999', '/product/0', '/product/-1', '/product/99999999999']) {
      expect((await page(url)).status, url).toBe(404);
    }
  });

  it("answers the page of a seller the public cannot see (none, impossible, suspended) with 404, and a seller's page with 200", async () => {
    const seller = await approvedSeller(app, await signedInAdmin(app));
    expect((await page(`/marketplace/seller/${seller.sellerId}`)).status).toBe(200);
    for (const url of ['/marketplace/seller/999999999', '/marketplace/seller/0', '/marketplace/seller/nope', '/marketplace/seller/9999999999']) {
      expect((await page(url)).status, url).toBe(404);
    }
    await sql(app.orm, `update marketplace_seller set status = 'suspended' where id = ?`, [seller.sellerId]);
    expect((await page(`/marketplace/seller/${seller.sellerId}`)).status).toBe(404);
  });

  it("answers a listing's page as the public may open it: live, reserved and sold (it stays, marked sold) with 200; never public or taken down with 404", async () => {
    const admin = await signedInAdmin(app);
    const seller = await approvedSeller(app, admin);
    const id = await liveListing(admin, seller);
    const detail = async () => (await app.graphql('query($id: ID!) { marketplaceListing(id: $id) { status } }', { id })).body.data.marketplaceListing;
    const views = async () => (await sql<{ views: number }>(app.orm, 'select views from marketplace_listing where id = ?', [id]))[0].views;
    const setStatus = (status: string) => sql(app.orm, 'update marketplace_listing set status = ? where id = ?', [status, id]);
    for (const status of ['live', 'reserved', 'sold']) {
      await setStatus(status);
      expect((await page(`/marketplace/listings/${id}`)).status, status).toBe(200);
      expect(await detail(), status).toEqual({ status: status.toUpperCase() });
    }
    // Only a live listing's views are counted: a sold page's visitors are not buyers' interest.
    const before = await views();
    await detail();
    expect(await views()).toBe(before);
    for (const status of ['draft', 'pending_review', 'rejected', 'withdrawn']) {
      await setStatus(status);
      expect((await page(`/marketplace/listings/${id}`)).status, status).toBe(404);
      expect(await detail(), status).toBeNull();
    }
    // Its owner still opens it, in any state (the page's status is the public's: page requests carry no session).
    expect((await seller.browser.graphql('query($id: ID!) { marketplaceListing(id: $id) { status } }', { id })).body.data.marketplaceListing).toEqual({ status: 'WITHDRAWN' });
    for (const url of ['/marketplace/listings/999999999', '/marketplace/listings/0', '/marketplace/listings/nope']) {
      expect((await page(url)).status, url).toBe(404);
    }
  });

  it('never caches the app page, whatever its status', async () => {
    expect((await page('/nope')).headers.get('cache-control')).toBe('no-cache');
  });
});
