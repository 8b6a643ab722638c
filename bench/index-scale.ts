/**
 * `npx tsx bench/index-scale.ts [products]`: the engine's index alone, without PostgreSQL — built
 * from generated products (the benchmark's generator, seed 7), then the 60 rotating listings run
 * through it. Reports build time, memory, and per-listing evaluation, facet and top-k times: the
 * part of the engine's cost that grows with the catalogue. (The database's share of a real build,
 * reading the rows, is measured by `npm run bench`.) Run with `node --expose-gc --import tsx` for
 * settled memory figures.
 */
import 'reflect-metadata';
import { createCatalogueGenerator } from '../server/src/db/seed/catalogue';
import { CatalogueIndex } from '../server/src/modules/catalog/engine/catalogue-index';
import { facetsFromIndex } from '../server/src/modules/catalog/engine/engine-facets';
import { ProductStore } from '../server/src/modules/catalog/engine/product-store';
import { comparatorFor } from '../server/src/modules/catalog/engine/sort-order';
import { topK } from '../server/src/modules/catalog/engine/top-k';
import { indexedFromSeed } from './generated-products';
import { REPEATED_LISTING, rotatingListings } from './scenarios';

const COUNT = Number(process.argv[2] ?? 1_000_000);

const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
const settle = () => (globalThis as { gc?: () => void }).gc?.();

function main() {
  settle();
  const before = process.memoryUsage();
  const generator = createCatalogueGenerator({ count: COUNT, seed: 7 });
  const store = new ProductStore(COUNT + 1024);
  store.startBuild();
  const names = new Set<string>();
  const brands = new Set<string>();
  let indexing = 0;
  const started = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const product = indexedFromSeed(generator.productAt(i), i + 1);
    names.add(product.name);
    brands.add(product.brand);
    const t = performance.now();
    store.upsert(product);
    indexing += performance.now() - t;
  }
  const t = performance.now();
  store.setRanks([...names].sort(), [...brands].sort());
  store.finishBuild();
  indexing += performance.now() - t;
  const total = performance.now() - started;
  settle();
  const after = process.memoryUsage();
  console.log(`${COUNT.toLocaleString('en-GB')} products: indexing ${(indexing / 1000).toFixed(1)} s (generation included: ${(total / 1000).toFixed(1)} s)`);
  console.log(`memory growth: RSS ${mib(after.rss - before.rss)}, JS heap ${mib(after.heapUsed - before.heapUsed)}, typed arrays (the bit sets and columns; external) ${mib(after.external - before.external)}`);

  const index = new CatalogueIndex(store, 1);
  const watchBrands = [...store.groups.get('brands')!].sort((a, b) => b[1].size - a[1].size).slice(0, 24).map(([brand]) => brand);
  const movements = [...store.groups.get('movements')!.keys()];
  const listings = [...rotatingListings(60, watchBrands, movements), REPEATED_LISTING];
  for (const pass of [1, 2]) {
    const times = { evaluate: [] as number[], facets: [] as number[], page: [] as number[], whole: [] as number[] };
    for (const { filter, sort } of listings) {
      const t0 = performance.now();
      const evaluation = index.evaluate(filter);
      const t1 = performance.now();
      facetsFromIndex(index, filter, evaluation);
      const t2 = performance.now();
      topK(evaluation.matching.toUint32Array(), 24, comparatorFor(store, sort));
      const t3 = performance.now();
      times.evaluate.push(t1 - t0);
      times.facets.push(t2 - t1);
      times.page.push(t3 - t2);
      times.whole.push(t3 - t0);
    }
    const describe = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(2)} ms, p95 ${sorted[Math.ceil(sorted.length * 0.95) - 1].toFixed(2)} ms`;
    };
    console.log(`pass ${pass}: evaluate ${describe(times.evaluate)}; facets ${describe(times.facets)}; top-k page ${describe(times.page)}; all ${describe(times.whole)}`);
  }
}

main();
