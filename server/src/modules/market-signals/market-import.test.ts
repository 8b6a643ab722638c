import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../common/project-root';
import { signIn, sql, testBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { isoDate, dayNumber } from './price-buckets';
import { MarketImportService } from './market-import.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => isoDate(dayNumber(today()) - n);
const importer = () => new MarketImportService(app.orm.em.fork());

/** A new reference with a sale every ten days for 300 days: enough for a signal. */
function newReferenceCsv(reference: string) {
  const lines = ['brand,model,reference,date,price,ask'];
  for (let n = 0; n < 300; n += 10) lines.push(`Aurum Test,"Heritage, Special Series",${reference},${daysAgo(n)},${20000 + n},${21000 + n}`);
  return lines.join('\n');
}

async function marketVersion() {
  const [row] = await sql<{ version: string }>(app.orm, 'select version::text as version from market_state where id = 1');
  return Number(row!.version);
}

describe('importing market prices', () => {
  it('adds sales, creates unknown references, and a second run adds nothing', async () => {
    const before = await marketVersion();
    const first = await importer().importCsv(newReferenceCsv('AT-001'));
    expect(first).toEqual({ referencesCreated: 1, salesAdded: 30, salesSkipped: 0 });
    expect(await marketVersion()).toBeGreaterThan(before);

    const again = await importer().importCsv(newReferenceCsv('AT-001'));
    expect(again).toEqual({ referencesCreated: 0, salesAdded: 0, salesSkipped: 30 });
    const [{ model }] = await sql<{ model: string }>(app.orm, `select model from watch_reference where reference = 'AT-001'`);
    expect(model).toBe('Heritage, Special Series');
  });

  it('matches existing references whatever the case, and keeps genuine repeats within a file', async () => {
    const line = `ROLEX,Submariner,124060,${daysAgo(1)},9100,9400`;
    const csv = ['brand,model,reference,date,price,ask', line, line].join('\n');
    expect(await importer().importCsv(csv)).toEqual({ referencesCreated: 0, salesAdded: 2, salesSkipped: 0 });
    expect(await importer().importCsv(csv)).toEqual({ referencesCreated: 0, salesAdded: 0, salesSkipped: 2 });
  });

  it('puts the new reference into the signals on the next read', async () => {
    expect((await app.fetch('/api/investment/watches/signals/top')).status).toBe(200);
    const all = await sql<{ reference: string }>(app.orm, `select r.reference from market_signal s join watch_reference r on r.id = s.watch_reference_id`);
    expect(all.map((row) => row.reference)).toContain('AT-001');
  });

  it('imports nothing from a file with an invalid line, and says which', async () => {
    const csv = ['brand,model,reference,date,price', `Rolex,Submariner,124060,${daysAgo(2)},9000`, 'Rolex,Submariner,124060,yesterday,9000'].join('\n');
    const count = async () => (await sql<{ n: number }>(app.orm, 'select count(*)::int as n from market_sale'))[0]!.n;
    const before = await count();
    await expect(importer().importCsv(csv)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The file was not imported: Line 3: date must be a real date written YYYY-MM-DD',
    });
    expect(await count()).toBe(before);
  });
});

describe('GraphQL importMarketPrices', () => {
  const MUTATION = 'mutation ($csv: String!) { importMarketPrices(csv: $csv) { referencesCreated salesAdded salesSkipped } }';

  it('is for admins only', async () => {
    const anonymous = await app.graphql(MUTATION, { csv: newReferenceCsv('AT-002') });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const customer = await verifiedCustomer(app);
    const browser = testBrowser(app);
    await signIn(browser, customer.email, customer.password);
    const forbidden = await browser.graphql(MUTATION, { csv: newReferenceCsv('AT-002') });
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');

    await sql(app.orm, `update app_user set role = 'admin' where email = ?`, [customer.email]);
    const admin = testBrowser(app);
    await signIn(admin, customer.email, customer.password);
    const done = await admin.graphql(MUTATION, { csv: newReferenceCsv('AT-002') });
    expect(done.body.data.importMarketPrices).toEqual({ referencesCreated: 1, salesAdded: 30, salesSkipped: 0 });

    const invalid = await admin.graphql(MUTATION, { csv: 'brand,model\nx,y' });
    expect(invalid.body.errors[0]).toMatchObject({
      message: 'The file was not imported: Line 1: missing columns reference, date, price',
      extensions: { code: 'BAD_USER_INPUT', lines: ['Line 1: missing columns reference, date, price'] },
    });
  });
});

describe('the market:import script', () => {
  it('imports a file into the database and fails clearly on a bad one', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'aurum-import-'));
    const run = (file: string) =>
      promisify(execFile)(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/scripts/import-market-prices.ts', file], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATABASE_URL: app.orm.config.get('clientUrl'), SEED_DEMO_CATALOGUE: 'false' },
      });
    try {
      const good = path.join(folder, 'good.csv');
      await writeFile(good, newReferenceCsv('AT-003'));
      const { stdout } = await run(good);
      expect(stdout).toContain('30 sales added, 0 already present, 1 new references');

      const bad = path.join(folder, 'bad.csv');
      await writeFile(bad, 'brand,model,reference,date,price\nRolex,Sub,124060,2026-13-01,9000');
      const failure = await run(bad).catch((error: { code: number; stderr: string }) => error);
      expect(failure).toMatchObject({ code: 1 });
      expect((failure as { stderr: string }).stderr).toContain('Line 2: date must be a real date written YYYY-MM-DD');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
