import type { Gender, ProductTag } from './catalogue-vocabulary.js';
import type { SeedRandom } from '../../common/seed-random.js';

/** What the catalogue hands to the category builders for one product. */
export interface ProductContext {
  rng: SeedRandom;
  sku: string;
  featured: boolean;
  createdAt: Date;
  newArrival: boolean;
  /** 0 for a product created just now, 1 for the oldest in the catalogue. */
  ageFraction: number;
}

export { imageUrlsFor } from '../../modules/product-images/generated-art-urls';

export type StockProfile = 'pre-owned' | 'new-watch' | 'clothing';

/**
 * About 10% out of stock, about a quarter low (1-5), the rest 6-40 overall.
 * Pre-owned watches are single pieces; new watches therefore draw "low" less
 * often so the catalogue-wide shares stay on target.
 */
export function drawStock(rng: SeedRandom, profile: StockProfile, featured: boolean): number {
  if (featured) return rng.int(6, 40);
  const roll = rng.next();
  if (roll < 0.1) return 0;
  if (profile === 'pre-owned') return 1;
  const lowShare = profile === 'new-watch' ? 0.11 : 0.22;
  return roll < 0.1 + lowShare ? rng.int(1, 5) : rng.int(6, 40);
}

/** Sale on ~15%: 10-30% off the list price, rounded to whole pounds. */
export function drawSale(rng: SeedRandom, pricePence: number): { salePricePence: number | null; originalPricePence: number | null } {
  if (!rng.chance(0.15)) {
    rng.next(); // keep the number of draws constant per product
    return { salePricePence: null, originalPricePence: null };
  }
  const discount = rng.range(0.1, 0.3);
  const listPounds = pricePence / 100;
  let salePounds = Math.round(listPounds * (1 - discount));
  if (salePounds * 100 >= pricePence) salePounds = Math.floor(listPounds) - 1;
  salePounds = Math.max(1, salePounds);
  return { salePricePence: salePounds * 100, originalPricePence: pricePence };
}

/**
 * The demo invents no popularity (issue 37): views and purchases start at 0 and come only from real events
 * (catalog/views). The draws the invented numbers took are still taken, so every other seeded value stays
 * as it was.
 */
export function noPopularity(rng: SeedRandom, featured: boolean): { viewCount: number; recentViews: number; recentPurchases: number } {
  rng.next();
  if (featured) rng.int(6000, 20000);
  rng.range(0.005, 0.05);
  rng.int(0, 25);
  rng.next();
  return { viewCount: 0, recentViews: 0, recentPurchases: 0 };
}

/** Tags in the §3 order; Men/Women follow gender (Unisex gets both). */
export function buildTags(input: {
  newArrival: boolean;
  gender: Gender | null;
  luxury: boolean;
  vintage: boolean;
  designer: boolean;
}): ProductTag[] {
  const tags: ProductTag[] = [];
  if (input.newArrival) tags.push('New Arrivals');
  if (input.gender === 'Men' || input.gender === 'Unisex') tags.push('Men');
  if (input.gender === 'Women' || input.gender === 'Unisex') tags.push('Women');
  if (input.luxury) tags.push('Luxury');
  if (input.vintage) tags.push('Vintage');
  if (input.designer) tags.push('Designer');
  return tags;
}

/** Rounds pounds to a retail-looking step and returns pence. */
export function poundsToRoundedPence(pounds: number, step: number): number {
  return Math.max(step, Math.round(pounds / step) * step) * 100;
}
