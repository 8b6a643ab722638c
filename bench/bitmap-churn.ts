/**
 * `node --import tsx bench/bitmap-churn.ts [products] [listings]`: memory and time under a stream of
 * distinct listings, the test that chose the engine's bit sets (bench/README.md, "Bit sets"). Runs
 * `listings` (default 200,000) listings with random brand, movement, price and stock selections
 * through the index of `products` (default 100,000) generated products, defeating the selection
 * caches, and prints the mean time per listing, RSS and external memory every tenth of the way:
 * memory must level off, not climb with the number of listings (roaring-wasm's WebAssembly heap,
 * freed only by finalizers, climbed by 600 MiB over 800,000 listings).
 */
import 'reflect-metadata';
import { createCatalogueGenerator } from '../server/src/db/seed/catalogue';
import { CatalogueIndex } from '../server/src/modules/catalog/engine/catalogue-index';
import { facetsFromIndex } from '../server/src/modules/catalog/engine/engine-facets';
import { ProductStore } from '../server/src/modules/catalog/engine/product-store';
import { comparatorFor } from '../server/src/modules/catalog/engine/sort-order';
import { topK } from '../server/src/modules/catalog/engine/top-k';
import { indexedFromSeed } from './generated-products';

const COUNT = Number(process.argv[2] ?? 100_000);
const LISTINGS = Number(process.argv[3] ?? 200_000);
const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

async function main() {
  const generator = createCatalogueGenerator({ count: COUNT, seed: 7 });
  const store = new ProductStore(COUNT + 1024);
  store.startBuild();
  const names = new Set<string>();
  const brandNames = new Set<string>();
  for (let i = 0; i < COUNT; i++) {
    const product = indexedFromSeed(generator.productAt(i), i + 1);
    names.add(product.name);
    brandNames.add(product.brand);
    store.upsert(product);
  }
  store.setRanks([...names].sort(), [...brandNames].sort());
  store.finishBuild();
  const index = new CatalogueIndex(store, 1);
  const brands = [...store.groups.get('brands')!.keys()];
  const movements = [...store.groups.get('movements')!.keys()];
  let seed = 1;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)];
  const started = performance.now();
  for (let i = 1; i <= LISTINGS; i++) {
    const filter = {
      category: 'watches' as const,
      brands: [pick(brands), pick(brands), pick(brands)].slice(0, 1 + Math.floor(random() * 3)),
      movements: random() < 0.5 ? [pick(movements)] : undefined,
      minPricePence: Math.floor(random() * 2_000_000),
      maxPricePence: 2_000_000 + Math.floor(random() * 10_000_000),
      inStock: random() < 0.3,
    };
    const evaluation = index.evaluate(filter);
    facetsFromIndex(index, filter, evaluation);
    topK(evaluation.matching.toUint32Array(), 24, comparatorFor(store, 'price_asc'));
    if (i % (LISTINGS / 10) === 0) {
      // Let finalizers run, as they do between requests in the server.
      await new Promise((resolve) => setImmediate(resolve));
      const { rss, heapUsed, external } = process.memoryUsage();
      console.log(`${i.toLocaleString('en-GB')} listings (${((performance.now() - started) / i).toFixed(2)} ms each): RSS ${mib(rss)}, JS heap ${mib(heapUsed)}, external ${mib(external)}`);
    }
  }
}

void main();
