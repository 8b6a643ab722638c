/**
 * The benchmark database: 100,000 generated products in their own embedded
 * PostgreSQL cluster (.data/bench-postgres) or in BENCH_DATABASE_URL, never
 * the shop's own data. Built once; later runs reuse it.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/src/common/project-root';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres';
import { ormConfig } from '../server/src/db/orm-config';
import { createCatalogueGenerator } from '../server/src/db/seed/catalogue';
import { Product } from '../server/src/modules/catalog/product.entity';

export const BENCH_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

export interface BenchDatabase {
  url: string;
  orm: MikroORM;
  close(): Promise<void>;
}

export async function openBenchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  let url = process.env.BENCH_DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      // One cluster per size, so switching BENCH_PRODUCTS does not reload the other.
      dataDir: path.join(PROJECT_ROOT, '.data', BENCH_PRODUCTS === 100_000 ? 'bench-postgres' : `bench-postgres-${BENCH_PRODUCTS}`),
      port: Number(process.env.BENCH_PG_PORT ?? 54349),
      database: 'aurum_bench',
    });
    url = embedded.url;
    stop = embedded.stop;
  }
  const orm = await MikroORM.init(ormConfig({ clientUrl: url, poolMax: 4 }));
  await orm.getMigrator().up();
  const em = orm.em.fork();
  const count = await em.count(Product);
  if (count !== BENCH_PRODUCTS) {
    log(`Loading ${BENCH_PRODUCTS.toLocaleString('en-GB')} products into the benchmark database…`);
    const started = performance.now();
    await em.getConnection().execute('truncate product restart identity cascade');
    // Generated a batch at a time: a million seeds at once would not fit comfortably in memory.
    const generator = createCatalogueGenerator({ count: BENCH_PRODUCTS, seed: 7 });
    for (let i = 0; i < BENCH_PRODUCTS; i += 2000) {
      const batch = Array.from({ length: Math.min(2000, BENCH_PRODUCTS - i) }, (_, offset) => generator.productAt(i + offset));
      await em.fork().insertMany(Product, batch);
      if (i % 100_000 === 0 && i > 0) log(`  ${i.toLocaleString('en-GB')} products`);
    }
    await em.getConnection().execute('vacuum analyze product');
    await em.getConnection().execute('vacuum analyze search_term');
    log(`Loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return {
    url,
    orm,
    async close() {
      await orm.close(true);
      await stop();
    },
  };
}
