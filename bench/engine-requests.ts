/**
 * `node --expose-gc --import tsx bench/engine-requests.ts [products] [rounds]`: the engine's own work per request of
 * the end-to-end scenarios (`npm run bench`), in process and without PostgreSQL or HTTP, so the bit sets' share is
 * measured alone: the repeated listing, the 60 rotating listings (evaluation, facets, the page's top 24) and the
 * typo searches (correction, matching, relevance, the top 50), each warm, as a server answers them after the first
 * requests. Spelling corrections, which the shop asks of the database's trigram index once per word, are answered
 * from a fixed list. Prints microseconds per request, the mean of `rounds` (default 5) rounds after a warm-up one.
 */
import 'reflect-metadata';
import { createCatalogueGenerator } from '../server/src/db/seed/catalogue';
import { CatalogueIndex } from '../server/src/modules/catalog/engine/catalogue-index';
import { facetsFromIndex } from '../server/src/modules/catalog/engine/engine-facets';
import { ProductStore } from '../server/src/modules/catalog/engine/product-store';
import { SearchResolver } from '../server/src/modules/catalog/engine/search-resolver';
import { comparatorFor } from '../server/src/modules/catalog/engine/sort-order';
import { topK, topKByScore } from '../server/src/modules/catalog/engine/top-k';
import { normalizeFilter, type ProductFilter, type ProductSort } from '../server/src/modules/catalog/product-filter';
import { indexedFromSeed } from './generated-products';
import { REPEATED_LISTING, rotatingListings, TYPO_SEARCHES } from './scenarios';

const COUNT = Number(process.argv[2] ?? 100_000);
const ROUNDS = Number(process.argv[3] ?? 5);

/** What the database's trigram index answers for the typo searches' misspelt words. */
const CORRECTIONS: Record<string, string> = {
  rolx: 'rolex', omeg: 'omega', nautlus: 'nautilus', cartir: 'cartier', tudr: 'tudor', breitlng: 'breitling',
  submarner: 'submariner', seamastr: 'seamaster', daytna: 'daytona', cashmer: 'cashmere', jaegr: 'jaeger',
};
/** An entity manager whose only query is the correction of one word. */
const correctingEm = (() => ({
  getKnex: () => ({ raw: async (_text: string, values: string[]) => ({ rows: [{ term: CORRECTIONS[values[0]] ?? values[0] }] }) }),
})) as never;

function build(): CatalogueIndex {
  const generator = createCatalogueGenerator({ count: COUNT, seed: 7 });
  const store = new ProductStore(COUNT + 1024);
  store.startBuild();
  const names = new Set<string>();
  const brands = new Set<string>();
  for (let i = 0; i < COUNT; i++) {
    const product = indexedFromSeed(generator.productAt(i), i + 1);
    names.add(product.name);
    brands.add(product.brand);
    store.upsert(product);
  }
  store.setRanks([...names].sort(), [...brands].sort());
  store.finishBuild();
  return new CatalogueIndex(store, 1);
}

/** A listing as MemoryCatalogueReader answers it with its facets: one evaluation, the facets, the first page. */
function listing(index: CatalogueIndex, filter: ProductFilter, sort: ProductSort) {
  const evaluation = index.evaluate(filter);
  facetsFromIndex(index, filter, evaluation);
  topK(index.candidatesOf(evaluation), 24, comparatorFor(index.store, sort));
}

/** A search as the search widget asks it (featured, 50 results): MemoryCatalogueReader.listProducts's engine part. */
async function search(index: CatalogueIndex, resolver: SearchResolver, text: string) {
  const filter = normalizeFilter({ search: text });
  const evaluation = index.evaluate(filter, await resolver.resolve(correctingEm, text));
  const candidates = index.candidatesOf(evaluation);
  const relevance = index.relevanceOf(evaluation, candidates);
  topKByScore(candidates, 50, relevance, comparatorFor(index.store, 'featured', relevance));
  for (const slot of candidates) relevance[slot] = 0;
}

async function main() {
  const index = build();
  const resolver = new SearchResolver(index.store.text);
  const watchBrands = [...index.store.groups.get('brands')!].sort((a, b) => b[1].size - a[1].size).slice(0, 24).map(([brand]) => brand);
  const rotation = rotatingListings(60, watchBrands, [...index.store.groups.get('movements')!.keys()]);
  const scenarios: [string, number, () => unknown][] = [
    ['repeated listing', 2000, () => listing(index, REPEATED_LISTING.filter, REPEATED_LISTING.sort)],
    ['rotating listing', 60 * 10, (() => { let turn = 0; return () => { const { filter, sort } = rotation[turn++ % rotation.length]; listing(index, filter, sort); }; })()],
    ['typo search', 12 * 100, (() => { let turn = 0; return () => search(index, resolver, TYPO_SEARCHES[turn++ % TYPO_SEARCHES.length]); })()],
  ];
  // BENCH_ONLY=<regular expression>: only the scenarios whose names match (for a profile of one).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const chosen = scenarios.filter(([name]) => !only || only.test(name));
  const totals = new Map<string, number[]>();
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [name, requests, request] of chosen) {
      (globalThis as { gc?: () => void }).gc?.();
      const started = performance.now();
      for (let i = 0; i < requests; i++) await request();
      const perRequest = ((performance.now() - started) * 1000) / requests;
      if (round > 0) totals.set(name, [...(totals.get(name) ?? []), perRequest]);
    }
  }
  for (const [name, values] of totals) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`${name}: mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(1)} µs/request (rounds ${sorted.map((v) => v.toFixed(0)).join(', ')})`);
  }
}

void main();
