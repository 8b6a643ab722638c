import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { ormConfig } from '../db/orm-config';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup';

export interface TestDatabase {
  orm: MikroORM;
  url: string;
  drop(): Promise<void>;
}

/** A private copy of the migrated, seeded template database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `aurum_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const orm = await MikroORM.init(ormConfig({ clientUrl: url, poolMax: 5 }));
  return {
    orm,
    url,
    async drop() {
      await orm.close(true);
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
