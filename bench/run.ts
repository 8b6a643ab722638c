/**
 * `npm run bench`: the catalogue benchmarks (100,000 products; BENCH_PRODUCTS=1000000 for a million).
 *
 * Starts, on loopback against the benchmark database and as production runs
 * (NODE_ENV=production: one server process per core up to four; set
 * WEB_CONCURRENCY=1 for one), the built shop with its
 * in-memory catalogue engine (read cache off), the shop with the engine off
 * (today's SQL path, cache off) and a bare-pg floor server running the SQL
 * path's own statements; then drives them from this process with autocannon:
 * a rotation of 60 seeded listings (GraphQL, REST, floor), the single
 * repeated listing, and typo searches. Also reports the engine's build time,
 * the servers' RSS and how long a price change takes to reach the engine.
 * Prints a Markdown table and writes bench/results/latest.json.
 */
import autocannon from 'autocannon';
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/src/common/project-root';
import { facetsSql } from '../server/src/modules/catalog/product-facets';
import { normalizeFilter } from '../server/src/modules/catalog/product-filter';
import type { Sql } from '../server/src/modules/catalog/product-sql';
import { SqlCatalogueReader } from '../server/src/modules/catalog/sql-catalogue-reader';
import { BENCH_PRODUCTS, openBenchDatabase } from './bench-database';
import {
  graphqlListing, graphqlSearch, type Listing, REPEATED_LISTING, restListing, restSearch, rotatingListings, TYPO_SEARCHES,
} from './scenarios';
import { WEB_LISTING_HEADERS, webListingPath, webListingRegistration, webListingRotation } from './web-listing';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ROTATION = Number(process.env.BENCH_ROTATION ?? 60);
/** Ports: the engine app, the SQL app, the floor (BENCH_PORT_BASE, +1, +2). */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4301);
const ENGINE_PORT = PORT_BASE;
const SQL_PORT = PORT_BASE + 1;
const FLOOR_PORT = PORT_BASE + 2;
/** The bare node:http server answering the web-app listing's captured bytes (the machine's floor for that answer). */
const ANSWER_FLOOR_PORT = PORT_BASE + 3;
/** Today's SQL path is ~100× slower: measured for fewer seconds so the run stays short. */
const SQL_APP_SECONDS = Number(process.env.BENCH_SQL_SECONDS ?? 8);
const log = (line: string) => console.log(`[bench] ${line}`);

interface Request {
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

interface Scenario {
  name: string;
  port: number;
  /** Rotated through, one per request, across all connections. */
  requests: Request[];
  seconds?: number;
}

interface Measurement {
  scenario: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The server's CPU time (user + system) per answered request: steadier than req/s on a shared machine. */
  cpuMsPerRequest?: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function drive(scenario: Scenario, seconds: number): Promise<Measurement> {
  let turn = 0;
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${scenario.port}`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              const next = scenario.requests[turn++ % scenario.requests.length];
              return {
                ...request,
                path: next.path,
                method: next.method ?? 'GET',
                body: next.body,
                headers: { ...(next.body ? { 'content-type': 'application/json' } : {}), ...next.headers },
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          scenario: scenario.name,
          requests: result.requests.total,
          requestsPerSecond: Math.round(latencies.length / seconds),
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: result.errors + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/** A request on a connection of its own, so that an app of several processes hands it to the next one in turn. */
const fetchFresh = (url: string) => fetch(url, { headers: { connection: 'close' } });

/** Until `times` answers in a row (one per server process of the app) are ready. */
async function waitFor(url: string, child: ChildProcess, ready: (body: any) => boolean = () => true, times = 1, attempts = 3000) {
  let inARow = 0;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetchFresh(url);
      inARow = response.ok && ready(await response.json().catch(() => null)) ? inARow + 1 : 0;
      if (inARow >= times) return;
      if (inARow > 0) continue;
    } catch {
      inARow = 0;
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

/** An app's processes: the one started and, when it runs several (WEB_CONCURRENCY), the server processes it started. */
const processTree = (pid: number | undefined): number[] =>
  pid === undefined ? [] : [pid, ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number).flatMap(processTree)];

/** How many processes answer requests: the server processes, or the one process when it runs alone. */
const serverProcessCount = (pid: number | undefined) => Math.max(1, processTree(pid).length - 1);

/** CPU time an app's processes have used so far, in ms (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
const cpuMs = (pid: number | undefined) =>
  processTree(pid).reduce((sum, each) => {
    const fields = readFileSync(`/proc/${each}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) * 10;
  }, 0);

/** The resident memory of an app's processes together. */
const rssMiB = (pid: number | undefined) =>
  Math.round(
    processTree(pid).reduce((sum, each) => sum + Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? NaN), 0) / 1024,
  );

/** The engine's status from each server process (one fresh connection each, which the app hands out in turn). */
async function engineStatuses(url: string, processes: number) {
  return Promise.all(Array.from({ length: processes }, async () => (await (await fetchFresh(url)).json()).catalogueEngine));
}

async function main() {
  const database = await openBenchDatabase(log);
  const knex = database.orm.em.getKnex();
  const native = (statement: Sql) => knex.raw(statement.text, statement.values as never[]).toSQL().toNative();
  const sql = new SqlCatalogueReader(database.orm.em.fork());
  const connection = database.orm.em.getConnection();
  const brands = (await connection.execute<{ brand: string }[]>("select brand from product where category = 'watches' group by brand order by count(*) desc limit 24")).map((row) => row.brand);
  const movements = (await connection.execute<{ movement: string }[]>("select distinct movement from product where category = 'watches' and movement is not null")).map((row) => row.movement);
  const rotation = rotatingListings(ROTATION, brands, movements);
  const floorStatements = (listings: Listing[]) =>
    listings.map(({ filter, sort }) => [native(sql.listingStatement(filter, sort, { offset: 0, limit: 24 })), native(facetsSql(filter))]);
  const statements: Record<string, unknown> = {
    repeated: floorStatements([REPEATED_LISTING])[0],
    ...Object.fromEntries(floorStatements(rotation).map((statement, index) => [`listing-${index}`, statement])),
    ...Object.fromEntries(
      TYPO_SEARCHES.map((text, index) => [`search-${index}`, [native(sql.listingStatement(normalizeFilter({ search: text }), 'featured', { offset: 0, limit: 50 }))]]),
    ),
  };

  // BENCH_PROFILE=1: the engine app writes a CPU profile to .data/bench-profile when it stops.
  const profile = (engine: boolean) => (engine && process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(PROJECT_ROOT, '.data', 'bench-profile')}`] : []);
  const startApp = (port: number, engine: boolean) =>
    spawn(process.execPath, [...profile(engine), path.join(PROJECT_ROOT, 'server/dist/server/src/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // The load comes from this machine: the per-address query budget of callers without a key must not count it.
        RATE_LIMIT_EXEMPT_ADDRESSES: 'loopback',
        PORT: String(port),
        DATABASE_URL: database.url,
        DATA_DIR: path.join(PROJECT_ROOT, '.data', `bench-app-${port}`),
        SEED_DEMO_CATALOGUE: 'false',
        HOST: '127.0.0.1',
        CATALOGUE_CACHE_SECONDS: '0',
        CATALOGUE_ENGINE: String(engine),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const engineApp = startApp(ENGINE_PORT, true);
  const sqlApp = startApp(SQL_PORT, false);
  const statementsFile = path.join(PROJECT_ROOT, '.data', 'bench-floor-statements.json');
  await writeFile(statementsFile, JSON.stringify(statements));
  const floor = fork(path.join(PROJECT_ROOT, 'bench/floor-server.mjs'), {
    env: { ...process.env, DATABASE_URL: database.url, PORT: String(FLOOR_PORT), STATEMENTS_FILE: statementsFile },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let answerFloor: ChildProcess | undefined;
  try {
    const health = `http://127.0.0.1:${ENGINE_PORT}/api/health`;
    await waitFor(health, engineApp);
    const processes = serverProcessCount(engineApp.pid);
    await waitFor(health, engineApp, (body) => body?.catalogueEngine?.ready === true, processes * 3);
    await waitFor(`http://127.0.0.1:${SQL_PORT}/api/health`, sqlApp);
    await waitFor(`http://127.0.0.1:${FLOOR_PORT}/repeated`, floor);
    // Each process builds its own index, at the same time: the slowest build is the one reported.
    const engineStatus = (await engineStatuses(health, processes)).reduce((slowest, status) => (status.buildMs > slowest.buildMs ? status : slowest));
    // Before any load: what the build left (the RSS after the run adds what serving requests grew).
    const builtMemory = { engineAppMiB: rssMiB(engineApp.pid), sqlAppMiB: rssMiB(sqlApp.pid) };
    log(`Engine built ${engineStatus.products.toLocaleString('en-GB')} products in ${engineStatus.buildMs} ms in each of ${processes} server process(es); RSS before the load: engine app ${builtMemory.engineAppMiB} MiB, SQL app ${builtMemory.sqlAppMiB} MiB`);
    const totals = await Promise.all(rotation.map(async (listing) => (await (await fetch(`http://127.0.0.1:${ENGINE_PORT}${restListing(listing)}`)).json()).totalCount as number));
    const sorted = [...totals].sort((a, b) => a - b);
    log(`Rotation: ${rotation.length} listings matching ${sorted[0]}–${sorted[sorted.length - 1]} products (median ${sorted[Math.floor(sorted.length / 2)]})`);

    const post = (body: string): Request => ({ path: '/graphql', method: 'POST', body });
    // The web app's listing: registered once as the client does on a miss, then asked by hash; the most common
    // answer (/watches as it first opens) captured, bytes and headers, for the floor that answers it in as many processes.
    const webRotation = webListingRotation(ROTATION, brands);
    const registered = await fetch(`http://127.0.0.1:${ENGINE_PORT}/graphql`, {
      method: 'POST', headers: { ...WEB_LISTING_HEADERS, 'content-type': 'application/json' }, body: webListingRegistration(''),
    });
    if (!registered.ok) throw new Error(`the web-app listing did not register: ${registered.status} ${await registered.text()}`);
    const answer = await captureAnswer(ENGINE_PORT, webListingPath(''), WEB_LISTING_HEADERS);
    const answerFile = path.join(PROJECT_ROOT, '.data', 'bench-floor-answer.json');
    await writeFile(answerFile, JSON.stringify(answer));
    answerFloor = fork(path.join(PROJECT_ROOT, 'bench/floor-answer-server.mjs'), {
      env: { ...process.env, PORT: String(ANSWER_FLOOR_PORT), ANSWER_FILE: answerFile, WORKERS: String(processes) },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise((resolve) => answerFloor!.once('message', resolve));
    const webTotals = await Promise.all(webRotation.map(async (search) => {
      const body = await (await fetch(`http://127.0.0.1:${ENGINE_PORT}${webListingPath(search)}`, { headers: WEB_LISTING_HEADERS })).json();
      return body.data.products.totalCount as number;
    }));
    const webSorted = [...webTotals].sort((a, b) => a - b);
    log(`Web-app listing: ${webRotation.length} /watches states matching ${webSorted[0]}–${webSorted[webSorted.length - 1]} products (median ${webSorted[Math.floor(webSorted.length / 2)]}); the floor's answer is ${answer.bytes} bytes (${answer.headers['content-encoding'] ?? 'identity'})`);
    const webRequests = webRotation.map((search): Request => ({ path: webListingPath(search), headers: WEB_LISTING_HEADERS }));
    const scenarios: Scenario[] = [
      { name: 'web-app listing (/watches, persisted GET), engine', port: ENGINE_PORT, requests: webRequests },
      { name: 'web-app listing floor: bare node:http, same bytes', port: ANSWER_FLOOR_PORT, requests: webRequests },
      { name: 'rotating listing via /graphql, engine', port: ENGINE_PORT, requests: rotation.map((listing) => post(graphqlListing(listing))) },
      { name: 'rotating listing via GET /api/products, engine', port: ENGINE_PORT, requests: rotation.map((listing) => ({ path: restListing(listing) })) },
      { name: 'rotating listing floor: SQL path, bare pg', port: FLOOR_PORT, requests: rotation.map((_, index) => ({ path: `/listing-${index}` })), seconds: SQL_APP_SECONDS },
      { name: 'rotating listing via /graphql, SQL path (engine off)', port: SQL_PORT, requests: rotation.map((listing) => post(graphqlListing(listing))), seconds: SQL_APP_SECONDS },
      { name: 'repeated listing via /graphql, engine', port: ENGINE_PORT, requests: [post(graphqlListing(REPEATED_LISTING))] },
      { name: 'typo search via /graphql, engine', port: ENGINE_PORT, requests: TYPO_SEARCHES.map((text) => post(graphqlSearch(text))) },
      { name: 'typo search via GET /api/products/search, engine', port: ENGINE_PORT, requests: TYPO_SEARCHES.map((text) => ({ path: restSearch(text) })) },
      { name: 'typo search floor: SQL path, bare pg', port: FLOOR_PORT, requests: TYPO_SEARCHES.map((_, index) => ({ path: `/search-${index}` })), seconds: SQL_APP_SECONDS },
    ];
    const results: Measurement[] = [];
    // BENCH_SCENARIOS=<regular expression>: only the scenarios whose names match (short runs while working).
    const only = process.env.BENCH_SCENARIOS ? new RegExp(process.env.BENCH_SCENARIOS) : null;
    for (const scenario of scenarios.filter((candidate) => !only || only.test(candidate.name))) {
      await drive(scenario, WARMUP_SECONDS);
      const server = { [ENGINE_PORT]: engineApp, [SQL_PORT]: sqlApp, [FLOOR_PORT]: floor, [ANSWER_FLOOR_PORT]: answerFloor }[scenario.port];
      const cpuBefore = cpuMs(server?.pid);
      const measurement = await drive(scenario, scenario.seconds ?? SECONDS);
      measurement.cpuMsPerRequest = (cpuMs(server?.pid) - cpuBefore) / Math.max(measurement.requests, 1);
      log(`${scenario.name}: ${measurement.requestsPerSecond} req/s, p50 ${measurement.p50.toFixed(1)} ms, p95 ${measurement.p95.toFixed(1)} ms, p99 ${measurement.p99.toFixed(1)} ms, server CPU ${measurement.cpuMsPerRequest.toFixed(2)} ms/request`);
      results.push(measurement);
    }

    const memory = { engineAppMiB: rssMiB(engineApp.pid), sqlAppMiB: rssMiB(sqlApp.pid) };
    const served = (await engineStatuses(health, processes)).reduce((sum, status) => ({ memoryReads: sum.memoryReads + status.memoryReads, sqlReads: sum.sqlReads + status.sqlReads }), { memoryReads: 0, sqlReads: 0 });
    log(`Engine answered ${served.memoryReads} requests from memory and ${served.sqlReads} from SQL`);
    const visibleMs = await measureUpdateVisibility(database.orm.em.getConnection(), ENGINE_PORT, processes);
    log(`RSS: engine app ${memory.engineAppMiB} MiB, SQL app ${memory.sqlAppMiB} MiB; a price change reached the engine's listing in ${visibleMs.toFixed(0)} ms`);

    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const table = [
      `Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}. ${BENCH_PRODUCTS.toLocaleString('en-GB')} products, ${CONNECTIONS} connections, ${SECONDS} s per scenario (SQL path ${SQL_APP_SECONDS} s) after ${WARMUP_SECONDS} s warm-up, read cache off. Load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}.`,
      '',
      '| scenario | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/request | errors |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...results.map((r) => `| ${r.scenario} | ${r.requestsPerSecond} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuMsPerRequest?.toFixed(2)} | ${r.errors} |`),
      '',
      `Each app ran ${processes} server process(es) (WEB_CONCURRENCY; production's default is one per core, up to four). Engine build: ${engineStatus.buildMs} ms for ${engineStatus.products.toLocaleString('en-GB')} products (each process builds its own index, at the same time). RSS after the run, all of an app's processes together: engine app ${memory.engineAppMiB} MiB, SQL-path app ${memory.sqlAppMiB} MiB (extra ${memory.engineAppMiB - memory.sqlAppMiB} MiB; before the load ${builtMemory.engineAppMiB} − ${builtMemory.sqlAppMiB} = +${builtMemory.engineAppMiB - builtMemory.sqlAppMiB} MiB). A committed price change was in the engine's next listing after ${visibleMs.toFixed(0)} ms. The engine app answered ${served.memoryReads} requests from memory and ${served.sqlReads} from SQL.`,
    ].join('\n');
    console.log(`\n${table}\n`);
    await mkdir(path.join(PROJECT_ROOT, 'bench/results'), { recursive: true });
    await writeFile(
      path.join(PROJECT_ROOT, 'bench/results/latest.json'),
      JSON.stringify({ date: new Date().toISOString(), machine, products: BENCH_PRODUCTS, serverProcesses: processes, connections: CONNECTIONS, seconds: SECONDS, engine: engineStatus, served, memory, builtMemory, visibleMs, results }, null, 2),
    );
  } finally {
    // Servers first, and wait for them: stopping the database under them only makes noise.
    await Promise.all([engineApp, sqlApp, floor, ...(answerFloor ? [answerFloor] : [])].map(stopChild));
    await database.close();
  }
}

/** One answer as the server sent it (still compressed, if it was), with the headers a floor would repeat. */
function captureAnswer(port: number, requestPath: string, headers: Record<string, string>): Promise<{ headers: Record<string, string>; body: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: requestPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`capture: ${response.statusCode}`));
        const kept = ['content-type', 'content-encoding', 'vary', 'cache-control'];
        const body = Buffer.concat(chunks);
        resolve({ headers: Object.fromEntries(kept.filter((name) => response.headers[name]).map((name) => [name, String(response.headers[name])])), body: body.toString('base64'), bytes: body.length });
      });
    }).on('error', reject);
  });
}

/**
 * Commits a price change, then asks the engine app until the listing of every server process shows it (`processes`
 * fresh connections in a row); restores the price. First it waits (up to a minute) until no other statement runs:
 * at a million products the SQL-path scenarios leave their last statements running for seconds after the load
 * stops, and the engine reads the changed row from that database.
 */
async function measureUpdateVisibility(connection: { execute: (sql: string, params?: unknown[]) => Promise<any> }, port: number, processes: number): Promise<number> {
  const busy = async () =>
    Number((await connection.execute("select count(*) as n from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and datname = current_database()"))[0].n);
  for (const deadline = performance.now() + 60_000; (await busy()) > 0 && performance.now() < deadline; ) await new Promise((r) => setTimeout(r, 250));
  const [target] = await connection.execute("select id, price_pence from product where category = 'watches' and sale_price_pence is null order by id limit 1");
  const url = `http://127.0.0.1:${port}/api/products?category=watches&sortBy=price_desc&limit=1`;
  await connection.execute('update product set price_pence = 99999900 where id = ?', [target.id]);
  const committed = performance.now();
  for (let inARow = 0; inARow < processes; ) {
    const [first] = await (await fetchFresh(url)).json();
    inARow = first?.id === target.id ? inARow + 1 : 0;
    if (performance.now() - committed > 10_000) throw new Error('the price change never reached the engine');
  }
  const elapsed = performance.now() - committed;
  await connection.execute('update product set price_pence = ? where id = ?', [target.price_pence, target.id]);
  return elapsed;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
