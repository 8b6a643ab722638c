/**
 * `npm run market:import -- prices.csv` (or `npx tsx server/src/scripts/import-market-prices.ts prices.csv`):
 * adds watch market sales from a CSV to the database in DATABASE_URL or the
 * embedded one (the app must not be running on the embedded database). The
 * format is in docs/market-signals.md; any invalid line imports nothing.
 */
import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { AppError } from '../common/errors';
import { PROJECT_ROOT } from '../common/project-root';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { MarketImportService } from '../modules/market-signals/market-import.service';

async function main() {
  const file = process.argv[2];
  if (!file) throw new AppError('BAD_USER_INPUT', 'Usage: npm run market:import -- <file.csv>');
  const text = await readFile(path.resolve(process.cwd(), file), 'utf8');
  const envFile = path.join(PROJECT_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const database = await openDatabase({ ...loadConfig(), seedDemoCatalogue: false }, (line) => console.log(`[market:import] ${line}`));
  try {
    const result = await new MarketImportService(database.orm.em.fork()).importCsv(text);
    console.log(
      `[market:import] ${result.salesAdded} sales added, ${result.salesSkipped} already present, ${result.referencesCreated} new references. Signals recompute on the next read.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof AppError) {
    console.error(`[market:import] ${error.message}`);
    for (const line of (error.details?.lines as string[] | undefined) ?? []) console.error(`  ${line}`);
  } else console.error('[market:import] Import failed:', error);
  process.exit(1);
});
