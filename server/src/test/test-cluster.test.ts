import pg from 'pg';
import { expect, inject, it } from 'vitest';

it('the run’s own embedded cluster skips the flushes to disk (it is deleted after the run)', async () => {
  const client = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await client.connect();
  try {
    const values: string[] = [];
    for (const name of ['fsync', 'synchronous_commit', 'full_page_writes']) values.push((await client.query(`show ${name}`)).rows[0][name]);
    // A server given in DATABASE_URL is the developer's own and keeps its settings.
    expect(values).toEqual(process.env.DATABASE_URL ? values : ['off', 'off', 'off']);
  } finally {
    await client.end();
  }
});
