import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { AppConfig } from '../config';
import { databaseServer } from './database-server';
import { ormConfig } from './orm-config';
import { seedDemoData } from './seed/seed-demo';
import { seedDemoAccounts } from './seed/demo-accounts';
import { createFileStore } from '../common/files/create-file-store';
import { importDiskUploads } from '../common/files/import-disk-uploads';
import { seedDemoMarketplace } from './seed/marketplace-seed';

export interface Database {
  orm: MikroORM;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL or starts the embedded PostgreSQL, applies the
 * committed migrations and seeds the demo catalogue into an empty database.
 */
export async function openDatabase(config: AppConfig, log: (line: string) => void): Promise<Database> {
  const server = await databaseServer(config, log);
  const orm = await migratedOrm(config, server.url, log);
  return {
    orm,
    url: server.url,
    embedded: Boolean(server.stop),
    async close() {
      await orm.close(true);
      await server.stop?.();
    },
  };
}

async function migratedOrm(config: AppConfig, url: string, log: (line: string) => void): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig({ clientUrl: url, poolMax: config.dbPoolMax, debug: config.logSql }));
  await withStartupLock(url, async () => {
    const applied = await orm.getMigrator().up();
    if (applied.length > 0) log(`Applied ${applied.length} migration(s)`);
    const files = createFileStore(config.fileStorage, orm);
    try {
      // Files an earlier version kept under DATA_DIR/uploads move into the shared store, once.
      await importDiskUploads(config.dataDir, files, log);
      if (config.seedDemoCatalogue) {
        const seeded = await seedDemoData(orm.em.fork());
        if (seeded) log(seeded);
        const marketplace = await seedDemoMarketplace(orm.em.fork(), files);
        if (marketplace) log(marketplace);
      }
    } finally {
      await files.close();
    }
    // Demo sign-ins (README) exist only in development; a production start never creates them.
    if (config.env === 'development') {
      const created = await seedDemoAccounts(orm.em.fork());
      if (created) log(created);
    }
  });
  return orm;
}

const STARTUP_LOCK_KEY = 0x41_55_52_55; // "AURU"

/** Several app processes may start together on one database: only one migrates and seeds at a time. */
async function withStartupLock(url: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
