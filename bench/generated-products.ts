/** Generated products as the database hands them to the engine's index (the benchmarks without PostgreSQL). */
import type { ProductSeed } from '../server/src/db/seed/catalogue';
import type { IndexedProduct } from '../server/src/modules/catalog/engine/indexed-product';

function bucket(metres: number | null): string | null {
  if (metres === null) return null;
  const bounds: [number, string][] = [[50, '30m'], [100, '50m'], [200, '100m'], [300, '200m'], [500, '300m'], [1000, '500m']];
  return bounds.find(([limit]) => metres < limit)?.[1] ?? '1000m+';
}

/** What the database would hand the index for this seed (generated columns computed the same way). */
export function indexedFromSeed(seed: ProductSeed, id: number): IndexedProduct {
  return {
    ...seed,
    id,
    waterResistanceBucket: bucket(seed.waterResistanceM),
    effectivePricePence: seed.salePricePence ?? seed.pricePence,
    averageRating100: -1,
    reviewCount: 0,
    createdMicros: seed.createdAt.getTime() * 1000,
  };
}
