/**
 * `npx tsx bench/partner-overhead.ts` (after `npm run build`): what a partner
 * key adds to the catalogue listing. One built shop (demo catalogue, read cache
 * off, its own embedded cluster in .data/bench-partner or BENCH_DATABASE_URL)
 * answers the same rotating GraphQL listing anonymously and with an API key
 * (key lookup, scope check, cost charged to the key's bucket in PostgreSQL,
 * hourly usage), in alternating rounds so both see the same machine. Prints
 * p50/p95 side by side and the p95 ratio (target: at most +10 %).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from '../server/src/common/project-root';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres';
import { graphqlListing, rotatingListings } from './scenarios';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 4321);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54351);
const log = (line: string) => console.log(`[bench] ${line}`);

interface Sample {
  latencies: number[];
  errors: number;
}

function drive(bodies: string[], headers: Record<string, string>, seconds: number): Promise<Sample> {
  let turn = 0;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: '/graphql',
              method: 'POST',
              body: bodies[turn++ % bodies.length],
              headers: { 'content-type': 'application/json', ...headers },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ latencies, errors: result.errors + result.non2xx })),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function waitForEngine(child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const health = await fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => r.json()).catch(() => null);
    if (health?.catalogueEngine?.ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the shop did not come up');
}

async function main() {
  const embedded = process.env.BENCH_DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: path.join(PROJECT_ROOT, '.data', 'bench-partner'), port: PG_PORT, database: 'aurum_bench_partner', log });
  const url = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  const shop = spawn(process.execPath, [path.join(PROJECT_ROOT, 'server/dist/server/src/main.js')], {
    // The load comes from this machine: the per-address query budget of callers without a key must not count it.
    env: { ...process.env, NODE_ENV: 'production', RATE_LIMIT_EXEMPT_ADDRESSES: 'loopback', PORT: String(PORT), DATABASE_URL: url, DATA_DIR: path.join(PROJECT_ROOT, '.data', 'bench-partner-app'), SEED_DEMO_CATALOGUE: 'true', CATALOGUE_CACHE_SECONDS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = new pg.Client({ connectionString: url });
  try {
    await waitForEngine(shop);
    await db.connect();
    // A key straight in the table: a budget no run can spend, so every answer is a real listing, never a fast 429.
    const secret = `aur_${randomBytes(32).toString('base64url')}`;
    await db.query(
      `insert into partner_api_key (label, prefix, secret_hash, scopes, cost_per_minute, created_by) values ('bench', $1, $2, '{catalogue:read}', 1000000000, 'bench')`,
      [secret.slice(0, 12), createHash('sha256').update(secret).digest('hex')],
    );
    const brands = (await db.query("select brand from product where category = 'watches' group by brand order by count(*) desc limit 24")).rows.map((row) => row.brand);
    const movements = (await db.query("select distinct movement from product where category = 'watches' and movement is not null")).rows.map((row) => row.movement);
    const bodies = rotatingListings(60, brands, movements).map(graphqlListing);
    const modes = { anonymous: {}, 'with a key': { authorization: `Bearer ${secret}` } } as Record<string, Record<string, string>>;
    for (const headers of Object.values(modes)) await drive(bodies, headers, 2);

    const samples: Record<string, Sample> = { anonymous: { latencies: [], errors: 0 }, 'with a key': { latencies: [], errors: 0 } };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [mode, headers] of Object.entries(modes)) {
        const sample = await drive(bodies, headers, SECONDS);
        samples[mode].latencies.push(...sample.latencies);
        samples[mode].errors += sample.errors;
      }
    }
    const rows = Object.entries(samples).map(([mode, sample]) => {
      const sorted = [...sample.latencies].sort((a, b) => a - b);
      return { mode, rps: Math.round(sorted.length / (SECONDS * ROUNDS)), p50: percentile(sorted, 50), p95: percentile(sorted, 95), errors: sample.errors };
    });
    const [anonymous, keyed] = rows;
    const overhead = (keyed.p95 / anonymous.p95 - 1) * 100;
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}`;
    console.log(
      [
        '',
        `Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 16)}Z. Load average before/after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}.`,
        `Rotating GraphQL listing (60 combinations, every facet), demo catalogue, read cache off, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per mode.`,
        '',
        '| mode | req/s | p50 ms | p95 ms | errors |',
        '|---|---:|---:|---:|---:|',
        ...rows.map((r) => `| ${r.mode} | ${r.rps} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`),
        '',
        `Key and cost checks add ${overhead.toFixed(1)} % to the p95 (target: at most 10 %): ${overhead <= 10 ? 'met' : 'missed'}.`,
      ].join('\n'),
    );
  } finally {
    await db.end().catch(() => undefined);
    if (shop.exitCode === null) await new Promise((resolve) => (shop.once('exit', resolve), shop.kill('SIGTERM')));
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
