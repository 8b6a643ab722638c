import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config';
import { databaseServer } from './db/database-server';

/** A process that ends is started again after 1 s, doubling up to 30 s while replacements fail to start. */
const RESTART_DELAY_MS = 1000;
const RESTART_DELAY_MAX_MS = 30_000;
/** How long a process may take to finish its requests and close after SIGTERM. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * The first process when the shop runs as several (config.serverProcesses, WEB_CONCURRENCY): it starts the
 * embedded database (when there is no DATABASE_URL), then the server processes, which share the port (node:cluster
 * hands each new connection to one of them in turn). Each server process applies the migrations and the demo data
 * under the start-up lock (database.ts), so the first does the work and the others find it done. Everything they
 * share lives in PostgreSQL, so they answer as one shop. If a process cannot start before the shop is ready, the
 * shop stops with its error; a process that ends later is started again. SIGINT or SIGTERM stops them all, then
 * the embedded database. This process loads none of the app (MikroORM, the schema, the seed): when it prepared
 * the database itself it kept ~170 MiB it never used again (issue 36, memory at a million products).
 */
export async function runServerProcesses(config: AppConfig, log: (line: string) => void): Promise<void> {
  const server = await databaseServer(config, log);
  const database = { url: server.url, stop: async () => server.stop?.() };
  const env = { DATABASE_URL: database.url };
  const listening = new Set<Worker>();
  let announced = false;
  let stopping = false;
  let failedStarts = 0;

  const start = () => {
    if (!stopping) cluster.fork(env);
  };
  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    await Promise.all(workers.map((worker) => stopWorker(worker)));
    await database.stop();
    process.exit(exitCode);
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    if (announced) log(`Server process ${worker.process.pid} is listening.`);
    else if (listening.size === config.serverProcesses) {
      announced = true;
      log(`Aurum is ready: http://localhost:${address.port}  (GraphQL and its explorer, GraphiQL: http://localhost:${address.port}/graphql; ${config.serverProcesses} server processes)`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const hadListened = listening.delete(worker);
    if (stopping) return;
    if (!announced) {
      log(`A server process could not start (${signal ?? `exit ${code}`}); stopping.`);
      return void stopAll(1);
    }
    failedStarts = hadListened ? 0 : failedStarts + 1;
    const delayMs = Math.min(RESTART_DELAY_MAX_MS, RESTART_DELAY_MS * 2 ** failedStarts);
    log(`Server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another in ${delayMs / 1000} s.`);
    setTimeout(start, delayMs);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      log(`${signal} received, stopping ${config.serverProcesses} server processes…`);
      void stopAll(0);
    });
  }
  for (let i = 0; i < config.serverProcesses; i++) start();
}

function stopWorker(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}

/** True in a server process started by runServerProcesses. */
export const isServerProcessOfMany = () => cluster.isWorker;
