import { MikroORM } from '@mikro-orm/postgresql';
import { rm } from 'node:fs/promises';
import { freePort } from './free-port';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PROJECT_ROOT } from '../common/project-root';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { ormConfig } from '../db/orm-config';
import { seedDemoData } from '../db/seed/seed-demo';

export const TEMPLATE_DATABASE = 'aurum_test_template';

/**
 * The run's cluster is deleted at its end: nothing needs to survive a crash, so writes skip the flushes to disk
 * (every test file clones the template, which on a shared machine's disk cost more than many files' tests).
 */
const THROWAWAY_CLUSTER = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

/**
 * Starts one PostgreSQL for the whole run (the embedded one, or the server in
 * DATABASE_URL), builds a template database with the migrations and the demo
 * catalogue, and hands its address to the tests, which clone it per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let adminUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!adminUrl) {
    const dataDir = path.join(PROJECT_ROOT, '.tmp', `test-postgres-${process.pid}`);
    await rm(dataDir, { recursive: true, force: true });
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres', settings: THROWAWAY_CLUSTER });
    adminUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = withDatabase(adminUrl, TEMPLATE_DATABASE);
  const orm = await MikroORM.init(ormConfig({ clientUrl: templateUrl, poolMax: 2 }));
  await orm.getMigrator().up();
  await seedDemoData(orm.em.fork());
  await orm.close(true);

  project.provide('databaseAdminUrl', adminUrl);
  return stop;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}
