import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '@aurum/rules/catalog/departments';
import { listingVariables, initialListingState } from '@aurum/rules/catalog/url-state';
import { type PageOperationName } from '@aurum/rules/page-data/page-plan';
import { PAGE_QUERIES } from '@aurum/rules/page-data/page-queries';
import { createApolloCache } from '@aurum/rules/page-data/apollo-cache';
import { PAGE_DATA_ELEMENT_ID, type PageDataBlock } from '@aurum/rules/page-data/first-screen';
import { sql } from '../test/account-helpers';
import { startTestApp, type TestApp } from '../test/test-app';
import { scriptSafeJson } from './page-html';

const INDEX_HTML = '<!doctype html><html><head><title>Aurum</title></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', imports: ['_shared-b.js'] },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  'src/routes/watches.tsx': { file: 'assets/watches-c.js', imports: ['_shared-b.js', '_listing-d.js'] },
  '_listing-d.js': { file: 'assets/listing-d.js' },
  'src/lib/apollo-root.tsx': { file: 'assets/apollo-root-e.js', imports: ['_shared-b.js'] },
};
let app: TestApp;
let distDir: string;
let productId: number;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'aurum-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await mkdir(path.join(distDir, '.vite'));
  // The entry's own chunks are already in index.html (Vite writes their modulepreload links).
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML.replace('</head>', '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/shared-b.js"></head>'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = await startTestApp({}, { overrides: { clientDistDir: distDir, catalogueCacheSeconds: 0 } });
  [{ id: productId }] = await sql<{ id: number }>(app.orm, 'select id from product order by id limit 1');
});

afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await app.fetch(url, { headers: { accept: 'text/html', ...headers } });
  return { status: response.status, html: await response.text() };
}

/** The data block as the browser reads it: the text of the element, then JSON. */
function dataBlock(html: string): PageDataBlock | null {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as PageDataBlock) : null;
}

/** The inlined answers as the page reads them: its query, over a client cache restored from the block. */
function pageData(html: string) {
  const block = dataBlock(html);
  if (!block) return [];
  const cache = createApolloCache();
  cache.restore(block.cache);
  return block.operations.map(({ name, variables }) => ({
    name,
    variables,
    data: cache.readQuery({ query: parse(PAGE_QUERIES[name as PageOperationName]), variables }) as Record<string, unknown>,
  }));
}

describe('index.html with the first screen data (issue 17)', () => {
  it('inlines the home page featured products, normalisable (with __typename)', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const [entry, ...rest] = pageData(html);
    expect(rest).toEqual([]);
    expect(entry.name).toBe('FeaturedProducts');
    expect(entry.variables).toEqual({});
    const products = (entry.data as { featuredProducts: { __typename: string; id: string }[] }).featuredProducts;
    const featured = (await sql<{ id: number }>(app.orm, 'select id from product where featured')).map(({ id }) => String(id));
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(featured).toContain(product.id);
    // Normalised as the client's cache keeps them: one record per product, the query pointing at them.
    const block = dataBlock(html)!;
    const cache = createApolloCache();
    for (const product of products) expect(block.cache[cache.identify({ __typename: 'Product', id: product.id })!]).toMatchObject({ __typename: 'Product', id: product.id });
  });

  it('inlines /watches with exactly the variables the page runs, and preloads its chunks but not the Apollo client', async () => {
    const { html } = await page('/watches?sort=price-asc&page=2');
    const [entry] = pageData(html);
    const department = DEPARTMENTS.watches;
    expect(entry.name).toBe('CollectionListing');
    expect(entry.variables).toEqual(listingVariables(initialListingState('?sort=price-asc&page=2', department, undefined), department));
    expect(entry.variables).toMatchObject({ page: { offset: 24, limit: 24 } });
    const items = (entry.data as { products: { items: { category: string }[] } }).products.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.category).toBe('WATCHES');
    for (const file of ['watches-c.js', 'listing-d.js']) expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    // The listing shows and hydrates from its answer: the Apollo client loads at the first change, not with the page.
    expect(html).not.toContain('apollo-root-e.js');
    // Already preloaded by index.html itself: not twice.
    expect(html.match(/shared-b\.js/g)).toHaveLength(1);
  });

  it('inlines a product page, and keeps the honest 404 of a missing product', async () => {
    const found = await page(`/product/${productId}`);
    expect(found.status).toBe(200);
    const names = pageData(found.html).map((entry) => entry.name);
    expect(names).toEqual(['ProductDetail', 'SimilarProducts']);
    expect((pageData(found.html)[0].data as { product: { id: string } }).product.id).toBe(String(productId));

    const missing = await page('/product/999999999');
    expect(missing.status).toBe(404);
    // The answer "no such product" is inlined too, so the page shows its not-found state without asking.
    expect(dataBlock(missing.html)?.cache.ROOT_QUERY).toMatchObject({ 'product({"id":"999999999"})': null });
  });

  it('answers as an anonymous visitor whatever cookie the request carries', async () => {
    const { html } = await page('/', { cookie: 'aurum_session=forged' });
    expect(pageData(html)[0].name).toBe('FeaturedProducts');
  });

  it('leaves pages without a first-screen query as they are', async () => {
    for (const url of ['/about', '/admin/login', '/account/orders']) expect((await page(url)).html).toBe(INDEX_HTML.replace('</head>', '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/shared-b.js"></head>'));
  });

  it('cannot be broken out of by catalogue text: a product named like markup stays data', async () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    await sql(app.orm, 'update product set name = ? where id = ?', [name, productId]);
    const { html } = await page(`/product/${productId}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect((pageData(html)[0].data as { product: { name: string } }).product.name).toBe(name);
  });
});

describe('scriptSafeJson', () => {
  it('escapes every character that could end a script element or a line, and round-trips', () => {
    const value = { text: '</script><!--<script>&\u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
