/**
 * Deterministic, realistic catalogue generator (storefront.md §3 and §9).
 *
 * - `generateCatalogue({ count: 300, seed: 1 })` is the demo catalogue;
 *   `count: 100_000` is the benchmark catalogue. Same (count, seed, now) =>
 *   same products, byte for byte.
 * - Even indices are watches, odd indices clothing. References and garments
 *   are dealt from shuffled decks so every model appears before any repeats;
 *   the first round of watches leads with references that cover every §9
 *   filter value.
 * - Each product is built from its own PRNG seeded by (seed, index), so
 *   `iterateCatalogue` / `catalogueBatches` stream any size in constant memory.
 */
import { imageUrlsFor, type ProductContext } from './catalogue-common.js';
import { CATALOGUE_SPAN_DAYS, DAY_MS, FEATURED_COUNT, NEW_ARRIVAL_DAYS } from './catalogue-vocabulary.js';
import { buildClothing, CLOTHING_ENTRIES, FEATURED_CLOTHING_BRANDS, type ClothingEntry } from './clothing-catalogue.js';
import type { ProductSeed } from './product-seed.js';
import { Deck, SeedRandom, hash32 } from '../../common/seed-random.js';
import { buildWatch } from './watch-catalogue.js';
import { FEATURED_WATCH_BRANDS, WATCH_VARIANTS, watchCoverageLead, type WatchVariant } from './watch-variants.js';

export type { DatabaseFilledProductField, ProductSeed } from './product-seed.js';
export * from './catalogue-vocabulary.js';

export interface CatalogueOptions {
  /** Number of products (non-negative integer). */
  count: number;
  /** Defaults to 1 (the demo seed). */
  seed?: number;
  /** createdAt values are spread over the 540 days before this. Defaults to the current time. */
  now?: Date;
}

export const DEMO_CATALOGUE = { count: 300, seed: 1 } as const;

export interface CatalogueGenerator {
  readonly count: number;
  readonly seed: number;
  readonly now: Date;
  /** Indices (0-based) of the featured products, ascending. */
  readonly featuredIndices: readonly number[];
  productAt(index: number): ProductSeed;
}

const HOUR_MS = 3_600_000;
/** Share of products created within the New Arrivals window. */
const NEW_ARRIVAL_SHARE = 0.14;
const SALT = { watchDeck: 0x5a7c01, clothingDeck: 0xc107e5, featured: 0xfea7, product: 0x9e0d } as const;

export function categoryAt(index: number): 'watches' | 'clothing' {
  return index % 2 === 0 ? 'watches' : 'clothing';
}

export function skuFor(index: number): string {
  return `AUR-${index % 2 === 0 ? 'W' : 'C'}-${String(index + 1).padStart(6, '0')}`;
}

export function createCatalogueGenerator(options: CatalogueOptions): CatalogueGenerator {
  const { count } = options;
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const seed = options.seed ?? DEMO_CATALOGUE.seed;
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${seed}`);
  const now = new Date(options.now ?? Date.now());
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid date');
  const nowMs = now.getTime();

  const watchDeck = new Deck(WATCH_VARIANTS, seed, SALT.watchDeck, watchCoverageLead(seed));
  const clothingDeck = new Deck(CLOTHING_ENTRIES, seed, SALT.clothingDeck);
  const featured = pickFeatured(count, seed, watchDeck, clothingDeck);
  const featuredIndices = [...featured].sort((a, b) => a - b);

  const productAt = (index: number): ProductSeed => {
    if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`index ${index} is outside 0..${count - 1}`);
    const rng = new SeedRandom(hash32(seed, index, SALT.product));
    const newArrival = rng.chance(NEW_ARRIVAL_SHARE);
    // Keep an hour's margin either side of the 60-day boundary.
    const ageMs = newArrival
      ? rng.range(HOUR_MS, NEW_ARRIVAL_DAYS * DAY_MS - HOUR_MS)
      : rng.range(NEW_ARRIVAL_DAYS * DAY_MS + HOUR_MS, CATALOGUE_SPAN_DAYS * DAY_MS);
    const createdAt = new Date(Math.floor((nowMs - ageMs) / 1000) * 1000);
    const ctx: ProductContext = {
      rng,
      sku: skuFor(index),
      featured: featured.has(index),
      createdAt,
      newArrival,
      ageFraction: ageMs / (CATALOGUE_SPAN_DAYS * DAY_MS),
    };
    const ordinal = index >> 1;
    return categoryAt(index) === 'watches'
      ? buildWatch(watchDeck.at(ordinal), ctx)
      : buildClothing(clothingDeck.at(ordinal), ctx);
  };

  return { count, seed, now, featuredIndices, productAt };
}

/** The whole catalogue as an array (300 in the demo, 100,000 for the benchmark). */
export function generateCatalogue(options: CatalogueOptions): ProductSeed[] {
  const generator = createCatalogueGenerator(options);
  const products = new Array<ProductSeed>(generator.count);
  for (let i = 0; i < generator.count; i += 1) products[i] = generator.productAt(i);
  return products;
}

/** Streams the same products as generateCatalogue, one at a time. */
export function* iterateCatalogue(options: CatalogueOptions): Generator<ProductSeed, void, undefined> {
  const generator = createCatalogueGenerator(options);
  for (let i = 0; i < generator.count; i += 1) yield generator.productAt(i);
}

/** Streams the catalogue in arrays of `batchSize` (for insertMany in bounded memory). */
export function* catalogueBatches(options: CatalogueOptions, batchSize = 1000): Generator<ProductSeed[], void, undefined> {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be a positive integer');
  const generator = createCatalogueGenerator(options);
  for (let start = 0; start < generator.count; start += batchSize) {
    const end = Math.min(generator.count, start + batchSize);
    const batch = new Array<ProductSeed>(end - start);
    for (let i = start; i < end; i += 1) batch[i - start] = generator.productAt(i);
    yield batch;
  }
}

export { imageUrlsFor };

/**
 * Exactly FEATURED_COUNT products (or all of them when the catalogue is
 * smaller): four watches and four clothing items, one from each quarter of
 * the catalogue, from distinct attractive brands, never discontinued
 * references. Their builders force them new and in stock.
 */
function pickFeatured(count: number, seed: number, watches: Deck<WatchVariant>, clothing: Deck<ClothingEntry>): Set<number> {
  const featured = new Set<number>();
  if (count <= FEATURED_COUNT) {
    for (let i = 0; i < count; i += 1) featured.add(i);
    return featured;
  }
  const rng = new SeedRandom(hash32(seed, count, SALT.featured));
  const usedBrands = new Set<string>();
  const perCategory = FEATURED_COUNT / 2;

  const pick = (ordinals: number, brandAt: (ordinal: number) => string | null, toIndex: (ordinal: number) => number) => {
    for (let s = 0; s < perCategory; s += 1) {
      const start = Math.floor((s * ordinals) / perCategory);
      const end = Math.floor(((s + 1) * ordinals) / perCategory);
      const span = end - start;
      const offset = rng.int(0, span - 1);
      let chosen = -1;
      let fallback = -1;
      for (let t = 0; t < Math.min(span, 5000); t += 1) {
        const ordinal = start + ((offset + t) % span);
        const brand = brandAt(ordinal);
        if (brand === null) continue;
        if (!usedBrands.has(brand)) {
          chosen = ordinal;
          break;
        }
        if (fallback < 0) fallback = ordinal;
      }
      if (chosen < 0) chosen = fallback >= 0 ? fallback : start + offset;
      const brand = brandAt(chosen);
      if (brand) usedBrands.add(brand);
      featured.add(toIndex(chosen));
    }
  };

  pick(
    Math.ceil(count / 2),
    (ordinal) => {
      const v = watches.at(ordinal);
      return FEATURED_WATCH_BRANDS.has(v.brand) && !v.disc ? v.brand : null;
    },
    (ordinal) => ordinal * 2,
  );
  pick(
    Math.floor(count / 2),
    (ordinal) => {
      const entry = clothing.at(ordinal);
      return FEATURED_CLOTHING_BRANDS.has(entry.house.brand) ? entry.house.brand : null;
    },
    (ordinal) => ordinal * 2 + 1,
  );
  return featured;
}
