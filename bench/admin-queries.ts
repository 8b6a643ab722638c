/**
 * `npx tsx bench/admin-queries.ts`: the back office's reads at 100,000
 * products — the staff product table, the overview — and a check that the
 * shop's listing still scans the (now partial) listing index only.
 */
import { CatalogService } from '../server/src/modules/catalog/catalog.service';
import { ProductAdminService } from '../server/src/modules/catalog/admin/product-admin.service';
import { DashboardService } from '../server/src/modules/admin/dashboard.service';
import { openBenchDatabase } from './bench-database';

const RUNS = 20;

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)];
}

async function main() {
const database = await openBenchDatabase((line) => console.log(line));
try {
  const em = () => database.orm.em.fork();
  const statement = new CatalogService(em).listingStatement({ category: 'watches', brands: ['Rolex', 'Omega'] }, 'price_asc', { offset: 0, limit: 24 });
  const plan = await em().getKnex().raw(`explain ${statement.text}`, statement.values as never[]);
  const lines = (plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']);
  console.log(`shop listing plan uses: ${lines.filter((line) => /Index Only Scan|Seq Scan|Bitmap Heap/.test(line)).map((line) => line.trim()).join(' | ')}`);
  const results = {
    'admin table, first page, no filter': await median(() => new ProductAdminService(em()).list({ limit: 25, offset: 0 })),
    'admin table, search "sub"': await median(() => new ProductAdminService(em()).list({ search: 'sub', limit: 25, offset: 0 })),
    'admin table, sold out, watches': await median(() => new ProductAdminService(em()).list({ stock: 'sold_out', category: 'watches', limit: 25, offset: 0 })),
    overview: await median(() => new DashboardService(em()).overview()),
  };
  for (const [name, ms] of Object.entries(results)) console.log(`${name}: median ${ms.toFixed(1)} ms over ${RUNS} runs`);
} finally {
  await database.close();
}
}

void main();
