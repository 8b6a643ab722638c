/**
 * `npm run bench`: the catalogue benchmarks at 100,000 products.
 *
 * Starts the built shop and a bare-pg floor server on loopback against the
 * benchmark database, then drives each from this (separate) process with
 * autocannon: the representative listing through (a) /graphql, (b) GET
 * /api/products, (c) the floor; and search through GraphQL and REST.
 * Prints a Markdown table and writes bench/results/latest.json.
 */
import autocannon from 'autocannon';
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/src/common/project-root';
import { CatalogService } from '../server/src/modules/catalog/catalog.service';
import { facetsSql } from '../server/src/modules/catalog/product-facets';
import { normalizeFilter, type ProductFilter } from '../server/src/modules/catalog/product-filter';
import type { Sql } from '../server/src/modules/catalog/product-sql';
import { BENCH_PRODUCTS, openBenchDatabase } from './bench-database';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const APP_PORT = 4301;
const FLOOR_PORT = 4302;
/** The same app with its catalogue read cache off: what every request costs when nothing is reused. */
const UNCACHED_APP_PORT = 4303;
const log = (line: string) => console.log(`[bench] ${line}`);

/** The representative listing of the issue: watches, three brands, a price range, Automatic, by price, first 24, total and facets. */
const LISTING = {
  brands: ['Omega', 'Rolex', 'Tudor'],
  minPounds: 5_000,
  maxPounds: 50_000,
  movement: 'Automatic',
};
const SEARCH_TEXT = 'rolx submariner';

const listingFilter: ProductFilter = normalizeFilter({
  category: 'watches',
  brands: LISTING.brands,
  minPricePence: LISTING.minPounds * 100,
  maxPricePence: LISTING.maxPounds * 100,
  movements: [LISTING.movement],
});

const GRAPHQL_LISTING = JSON.stringify({
  query: `query Listing($filter: ProductFilterInput, $page: PageInput) {
    products(filter: $filter, sort: PRICE_ASC, page: $page) {
      totalCount hasMore
      items { id name brand sku price { amount formatted } salePrice { amount formatted } imageUrl inStock lowStock isNew onSale tags materials colors sizes }
      facets {
        brands { value count } materials { value count } caseMaterials { value count } dialColors { value count }
        straps { value count } movements { value count } waterResistances { value count } boxAndPapers limitedEdition
        priceRange { min { amount } max { amount } } caseSizeRange { min max }
      }
    }
  }`,
  variables: {
    filter: { category: 'WATCHES', brands: LISTING.brands, minPrice: LISTING.minPounds * 100, maxPrice: LISTING.maxPounds * 100, movements: [LISTING.movement] },
    page: { offset: 0, limit: 24 },
  },
});

const REST_LISTING =
  `/api/products?category=watches&brands=${LISTING.brands.join(',')}&minPrice=${LISTING.minPounds}&maxPrice=${LISTING.maxPounds}` +
  `&movement=${LISTING.movement}&sortBy=price_asc&limit=24&include=facets`;

const SEARCH_PATH = `/api/products/search?q=${encodeURIComponent(SEARCH_TEXT)}&limit=50`;

const GRAPHQL_SEARCH = JSON.stringify({
  query: 'query Search($q: String!) { searchProducts(q: $q, limit: 50) { id name brand sku price { amount formatted } imageUrl inStock } }',
  variables: { q: SEARCH_TEXT },
});

interface Scenario {
  name: string;
  port: number;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
}

interface Measurement {
  scenario: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function drive(scenario: Scenario, seconds: number): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${scenario.port}${scenario.path}`,
        method: scenario.method ?? 'GET',
        body: scenario.body,
        headers: scenario.body ? { 'content-type': 'application/json' } : {},
        connections: CONNECTIONS,
        duration: seconds,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          scenario: scenario.name,
          requests: result.requests.total,
          requestsPerSecond: Math.round(result.requests.total / seconds),
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: result.errors,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function main() {
  const database = await openBenchDatabase(log);
  const knex = database.orm.em.getKnex();
  const native = (statement: Sql) => knex.raw(statement.text, statement.values as never[]).toSQL().toNative();
  const catalog = new CatalogService(database.orm.em.fork());
  const statements = {
    listing: [native(catalog.listingStatement(listingFilter, 'price_asc', { offset: 0, limit: 24 })), native(facetsSql(listingFilter))],
    search: [native(catalog.listingStatement(normalizeFilter({ search: SEARCH_TEXT }), 'featured', { offset: 0, limit: 50 }))],
  };

  const startApp = (port: number, cacheSeconds: string) =>
    spawn(process.execPath, [path.join(PROJECT_ROOT, 'server/dist/server/src/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: database.url,
        SEED_DEMO_CATALOGUE: 'false',
        HOST: '127.0.0.1',
        CATALOGUE_CACHE_SECONDS: cacheSeconds,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const app = startApp(APP_PORT, '60');
  const uncachedApp = startApp(UNCACHED_APP_PORT, '0');
  const floor = fork(path.join(PROJECT_ROOT, 'bench/floor-server.mjs'), {
    env: { ...process.env, DATABASE_URL: database.url, PORT: String(FLOOR_PORT), STATEMENTS: JSON.stringify(statements) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app);
    await waitFor(`http://127.0.0.1:${UNCACHED_APP_PORT}/api/health`, uncachedApp);
    await waitFor(`http://127.0.0.1:${FLOOR_PORT}/listing`, floor);
    const total = (await (await fetch(`http://127.0.0.1:${APP_PORT}${REST_LISTING}`)).json()).totalCount;
    log(`Representative listing matches ${total} of ${BENCH_PRODUCTS.toLocaleString('en-GB')} products`);

    const scenarios: Scenario[] = [
      { name: '(a) listing via /graphql, cache off', port: UNCACHED_APP_PORT, path: '/graphql', method: 'POST', body: GRAPHQL_LISTING },
      { name: '(b) listing via GET /api/products, cache off', port: UNCACHED_APP_PORT, path: REST_LISTING },
      { name: '(c) listing floor: same SQL, bare pg', port: FLOOR_PORT, path: '/listing' },
      { name: '(a) listing via /graphql, cache on', port: APP_PORT, path: '/graphql', method: 'POST', body: GRAPHQL_LISTING },
      { name: '(b) listing via GET /api/products, cache on', port: APP_PORT, path: REST_LISTING },
      { name: 'search via /graphql, cache off', port: UNCACHED_APP_PORT, path: '/graphql', method: 'POST', body: GRAPHQL_SEARCH },
      { name: 'search via GET /api/products/search, cache off', port: UNCACHED_APP_PORT, path: SEARCH_PATH },
      { name: 'search floor: same SQL, bare pg', port: FLOOR_PORT, path: '/search' },
      { name: 'search via /graphql, cache on', port: APP_PORT, path: '/graphql', method: 'POST', body: GRAPHQL_SEARCH },
      { name: 'search via GET /api/products/search, cache on', port: APP_PORT, path: SEARCH_PATH },
    ];
    const results: Measurement[] = [];
    for (const scenario of scenarios) {
      await drive(scenario, WARMUP_SECONDS);
      const measurement = await drive(scenario, SECONDS);
      log(`${scenario.name}: ${measurement.requestsPerSecond} req/s, p50 ${measurement.p50.toFixed(1)} ms, p95 ${measurement.p95.toFixed(1)} ms, p99 ${measurement.p99.toFixed(1)} ms`);
      results.push(measurement);
    }

    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const ratio = results[0].requestsPerSecond / results[2].requestsPerSecond;
    const table = [
      `Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}. ${BENCH_PRODUCTS.toLocaleString('en-GB')} products, ${CONNECTIONS} connections, ${SECONDS} s per scenario after ${WARMUP_SECONDS} s warm-up.`,
      '',
      '| scenario | req/s | p50 ms | p95 ms | p99 ms | errors |',
      '|---|---:|---:|---:|---:|---:|',
      ...results.map((r) => `| ${r.scenario} | ${r.requestsPerSecond} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors + r.non2xx} |`),
      '',
      `GraphQL listing throughput / floor, both uncached, (a)/(c): ${(ratio * 100).toFixed(0)} %`,
    ].join('\n');
    console.log(`\n${table}\n`);
    await mkdir(path.join(PROJECT_ROOT, 'bench/results'), { recursive: true });
    await writeFile(
      path.join(PROJECT_ROOT, 'bench/results/latest.json'),
      JSON.stringify({ date: new Date().toISOString(), machine, products: BENCH_PRODUCTS, connections: CONNECTIONS, seconds: SECONDS, matches: total, results, ratio }, null, 2),
    );
  } finally {
    // Servers first, and wait for them: stopping the database under them only makes noise.
    await Promise.all([app, uncachedApp, floor].map(stopChild));
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
