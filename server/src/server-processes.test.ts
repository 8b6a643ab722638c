import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './common/project-root';
import { eventually } from './test/message-providers';
import { createTestDatabase, type TestDatabase } from './test/test-database';

/**
 * The shop's own start (main.ts) with WEB_CONCURRENCY=2, on a test database: two server processes on one
 * port, a process that dies started again while the other answers, and SIGTERM stopping them all.
 */
let database: TestDatabase;
let dataDir: string;
let primary: ChildProcess;
let output = '';
let origin = '';

const serverProcesses = () =>
  readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);

/** Polls `probe` until it gives something (up to `ms`); a timeout names what did not happen and shows the shop's output. */
const until = <T>(what: string, probe: () => T | undefined | false, ms = 60_000): Promise<T> =>
  eventually(probe, ms).then(
    (value) => value as T,
    () => Promise.reject(new Error(`${what} did not happen; the shop printed:\n${output}`)),
  );

const health = async () => (await fetch(`${origin}/api/health`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(10_000) })).status;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurum-processes-'));
  primary = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/src/main.ts')], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO_CATALOGUE: 'false',
      CATALOGUE_ENGINE: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [primary.stdout!, primary.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await until('the ready line', () => /ready: http:\/\/localhost:(\d+).*; 2 server processes\)/.exec(output)?.[1]);
  origin = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('several server processes (WEB_CONCURRENCY)', () => {
  it('says it is ready once both processes listen, and both answer on the one port', async () => {
    expect(output.match(/Aurum is ready/g)).toHaveLength(1);
    expect(serverProcesses()).toHaveLength(2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => health()));
    expect(answers).toEqual(Array(8).fill(200));
  });

  it('keeps the first process lean: it loads none of the app, so it holds far less memory than a server process', () => {
    const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
    const servers = serverProcesses().map(rssKiB);
    // Measured: ~80 MiB under tsx against ~190 MiB per server process; importing the app put it above them.
    expect(rssKiB(primary.pid!)).toBeLessThan(0.6 * Math.min(...servers));
  });

  it('starts another process when one dies, and the other answers meanwhile', async () => {
    const [victim, survivor] = serverProcesses();
    process.kill(victim, 'SIGKILL');
    await until('the death noticed', () => output.includes(`Server process ${victim} ended (SIGKILL); starting another in 1 s.`));
    expect(await Promise.all(Array.from({ length: 4 }, () => health()))).toEqual(Array(4).fill(200));
    const replacement = await until('a new process', () => {
      const now = serverProcesses();
      return now.length === 2 && !now.includes(victim) && now.includes(survivor) && now.find((pid) => pid !== survivor);
    });
    await until('the new process listening', () => output.includes(`Server process ${replacement} is listening.`));
    expect(await Promise.all(Array.from({ length: 8 }, () => health()))).toEqual(Array(8).fill(200));
  }, 90_000);

  it('stops every process on SIGTERM, with exit code 0', async () => {
    const processes = serverProcesses();
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of processes) expect(() => process.kill(pid, 0), `process ${pid}`).toThrow();
  }, 60_000);
});
