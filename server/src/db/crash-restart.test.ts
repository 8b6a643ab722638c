import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { freePort } from '../test/free-port';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../common/project-root';
import { eventually } from '../test/message-providers';
import { isAlive, stopLeftoverPostgres } from './postgres-processes';

/**
 * Issue 31: after `kill -9` of the shop, its embedded PostgreSQL stayed up holding the port and every later start
 * failed. The shop's own start (main.ts) on its own DATA_DIR and ports, killed with SIGKILL and started again, twice:
 * once the watchdog stops the database, once the watchdog is killed too and the next start stops it. The data
 * written before each kill is still there, and the shop serves /api/health.
 */
const dataDir = path.join(PROJECT_ROOT, '.tmp', `crash-restart-${process.pid}`);
const clusterDir = path.join(dataDir, 'postgres');
let pgPort = 0;
let shop: ChildProcess | undefined;
let output = '';

const until = <T>(what: string, probe: () => T | undefined | false, ms = 120_000): Promise<T> =>
  eventually(probe, ms).then(
    (value) => value as T,
    () => Promise.reject(new Error(`${what} did not happen; the shop printed:\n${output}`)),
  );

/** Starts the shop as `npm start` would (without the build), in development with HOST unset; resolves with its origin. */
async function startShop(): Promise<string> {
  output = '';
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', PORT: '0', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) };
  for (const name of ['DATABASE_URL', 'HOST', 'WEB_CONCURRENCY']) delete env[name];
  Object.assign(env, { SEED_DEMO_CATALOGUE: 'false', CATALOGUE_ENGINE: 'false', MESSAGE_RELAY_POLL_MS: '600000' });
  shop = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/src/main.ts')], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [shop.stdout!, shop.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await until('the ready line', () => /ready: http:\/\/localhost:(\d+)/.exec(output)?.[1] ?? (shop?.exitCode !== null && 'exited'));
  if (port === 'exited') throw new Error(`the shop exited:\n${output}`);
  return `http://127.0.0.1:${port}`;
}

const postmasterPid = () => Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
const watchdogOf = (shopPid: number) => childrenOf(shopPid).find((pid) => commandOf(pid).includes('aurum-postgres-watchdog'));

async function killShop(): Promise<void> {
  const exited = new Promise((resolve) => shop!.once('exit', resolve));
  shop!.kill('SIGKILL');
  await exited;
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: `postgres://postgres:aurum-embedded@127.0.0.1:${pgPort}/aurum` });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function subscribe(origin: string, email: string) {
  const response = await fetch(`${origin}/api/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  expect(response.status).toBe(201);
}

const subscribers = async () => (await query<{ email: string }>('select email from newsletter_subscriber order by email')).map((row) => row.email);
const health = async (origin: string) => (await fetch(`${origin}/api/health`, { headers: { connection: 'close' } })).status;

beforeAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  pgPort = await freePort();
});

afterAll(async () => {
  if (shop && shop.exitCode === null && shop.signalCode === null) {
    const exited = new Promise((resolve) => shop!.once('exit', resolve));
    shop.kill('SIGTERM');
    await exited;
  }
  try {
    const pid = postmasterPid();
    if (isAlive(pid) && commandOf(pid).includes(clusterDir)) process.kill(pid, 'SIGINT');
    await eventually(() => !isAlive(pid), 30_000);
  } catch {
    // No postmaster left.
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('a shop killed with SIGKILL starts again, with its data', () => {
  it('listens on 127.0.0.1 only when HOST is not set (development)', async () => {
    const origin = await startShop();
    expect(await health(origin)).toBe(200);
    const port = new URL(origin).port;
    const networkAddress = Object.values(os.networkInterfaces()).flat().find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
    expect(networkAddress, 'a non-loopback network interface').toBeDefined();
    await expect(fetch(`http://${networkAddress}:${port}/api/health`, { signal: AbortSignal.timeout(5000) })).rejects.toThrow();
    await subscribe(origin, 'before-first-kill@example.co.uk');
  }, 180_000);

  it('first kill: the watchdog stops the embedded PostgreSQL when the shop dies, and the next start goes on', async () => {
    const postmaster = postmasterPid();
    await killShop();
    await until('the embedded PostgreSQL ending with the shop', () => !isAlive(postmaster), 30_000);

    const origin = await startShop();
    expect(await health(origin)).toBe(200);
    expect(await subscribers()).toContain('before-first-kill@example.co.uk');
    await subscribe(origin, 'before-second-kill@example.co.uk');
  }, 240_000);

  it('second kill, watchdog and all (kill -9 of every node process): the next start stops the leftover database and goes on', async () => {
    const postmaster = postmasterPid();
    const watchdog = watchdogOf(shop!.pid!);
    if (watchdog) process.kill(watchdog, 'SIGKILL');
    await killShop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(isAlive(postmaster), 'the postmaster left running').toBe(true);

    const origin = await startShop();
    expect(output).toContain(`Stopping the embedded PostgreSQL (process ${postmaster}) left running in ${clusterDir} by an earlier start`);
    expect(isAlive(postmaster)).toBe(false);
    expect(await health(origin)).toBe(200);
    expect(await subscribers()).toEqual(expect.arrayContaining(['before-first-kill@example.co.uk', 'before-second-kill@example.co.uk']));
  }, 240_000);

  it('never touches a cluster of another data directory, nor one a running shop uses', async () => {
    const postmaster = postmasterPid();
    // Another data directory whose stale pid file names this cluster's postmaster (a pid reused, a copied folder).
    const otherCluster = path.join(dataDir, 'other', 'postgres');
    await mkdir(otherCluster, { recursive: true });
    await writeFile(path.join(otherCluster, 'postmaster.pid'), `${postmaster}\n${otherCluster}\n`);
    expect(await stopLeftoverPostgres(otherCluster)).toEqual({ kind: 'none' });
    await writeFile(path.join(otherCluster, 'postmaster.pid'), readFileSync(path.join(clusterDir, 'postmaster.pid')));
    expect(await stopLeftoverPostgres(otherCluster)).toEqual({ kind: 'none' });
    // This cluster, while the shop that started it runs: reported, left alone.
    expect(await stopLeftoverPostgres(clusterDir)).toEqual({ kind: 'in-use', pid: postmaster, owner: shop!.pid });
    expect(isAlive(postmaster)).toBe(true);

    const exited = new Promise<number | null>((resolve) => shop!.once('exit', resolve));
    shop!.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until('the database stopped with the shop', () => !isAlive(postmaster), 30_000);
  }, 120_000);
});
