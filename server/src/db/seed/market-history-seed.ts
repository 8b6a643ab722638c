/**
 * The demo market history: deterministic, realistic sales for every watch
 * reference of the demo catalogue's reference list, over 800 days ending on a
 * given date. Each reference follows one of a few archetypes so the signals
 * have something to tell apart: steady risers, flat markers, fallers,
 * volatile "hype" pieces, thinly traded rarities, boom-and-bust and recovery.
 * Same (seed, endDate) → same sales, byte for byte.
 */
import { hash32, SeedRandom } from '../../common/seed-random';
import { WATCH_VARIANTS } from './watch-variants';
import { dayNumber, isoDate, type Sale } from '../../modules/market-signals/price-buckets';

export const MARKET_HISTORY_DAYS = 800;

export const ARCHETYPES = ['rising', 'steady', 'falling', 'volatile', 'illiquid', 'peaked', 'recovering'] as const;
export type Archetype = (typeof ARCHETYPES)[number];

/** The order archetypes are dealt to the shuffled references: risers and steady pieces are the most common. */
const DEAL = ['rising', 'steady', 'illiquid', 'falling', 'rising', 'volatile', 'steady', 'peaked', 'illiquid', 'recovering'] as const;

/** Brands whose references change hands most often on the secondary market. */
const LIQUID_BRANDS = new Set(['Rolex', 'Omega', 'Tudor', 'Cartier', 'Audemars Piguet', 'Patek Philippe', 'TAG Heuer', 'Seiko']);

export interface SeedReference {
  brand: string;
  model: string;
  reference: string;
  archetype: Archetype;
  sales: Sale[];
}

interface ReferenceBase {
  brand: string;
  model: string;
  reference: string;
  priceGbp: number;
  disc: boolean;
}

/** Distinct (brand, reference) pairs of the catalogue's watch list, with their typical asking price. */
export function catalogueReferences(): ReferenceBase[] {
  const byKey = new Map<string, ReferenceBase & { prices: number[] }>();
  for (const v of WATCH_VARIANTS) {
    const key = `${v.brand}|${v.reference}`;
    const entry = byKey.get(key) ?? { brand: v.brand, model: v.model, reference: v.reference, priceGbp: 0, disc: v.disc, prices: [] };
    entry.prices.push(v.priceGbp);
    byKey.set(key, entry);
  }
  return [...byKey.values()].map(({ prices, ...base }) => ({ ...base, priceGbp: prices.reduce((a, b) => a + b, 0) / prices.length }));
}

function gaussian(rng: SeedRandom): number {
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

function poisson(rng: SeedRandom, lambda: number): number {
  const limit = Math.exp(-lambda);
  let count = 0;
  for (let product = rng.next(); product > limit; product *= rng.next()) count += 1;
  return count;
}

/** Annual drift and volatility of the price path on day `t` (0 = first day) of `days`. */
function pathShape(archetype: Archetype, rng: SeedRandom, days: number): (t: number) => { drift: number; vol: number } {
  const turn = Math.round(days * rng.range(0.4, 0.6));
  const pick = {
    rising: () => ({ drift: rng.range(0.12, 0.3), vol: rng.range(0.04, 0.08) }),
    steady: () => ({ drift: rng.range(-0.03, 0.04), vol: rng.range(0.03, 0.06) }),
    falling: () => ({ drift: rng.range(-0.28, -0.12), vol: rng.range(0.05, 0.09) }),
    volatile: () => ({ drift: rng.range(-0.1, 0.15), vol: rng.range(0.3, 0.45) }),
    illiquid: () => ({ drift: rng.range(-0.15, 0.2), vol: rng.range(0.05, 0.1) }),
    peaked: () => ({ drift: 0, vol: rng.range(0.05, 0.08) }),
    recovering: () => ({ drift: 0, vol: rng.range(0.05, 0.08) }),
  }[archetype]();
  const swing = rng.range(0.25, 0.4);
  if (archetype === 'peaked') return (t) => ({ drift: t < turn ? swing : -swing, vol: pick.vol });
  if (archetype === 'recovering') return (t) => ({ drift: t < turn ? -swing : swing, vol: pick.vol });
  return () => pick;
}

function salesPerDay(base: ReferenceBase, archetype: Archetype, rng: SeedRandom): number {
  if (archetype === 'illiquid') return rng.range(0.025, 0.06);
  let rate = LIQUID_BRANDS.has(base.brand) ? rng.range(0.45, 1.2) : rng.range(0.12, 0.4);
  if (base.disc) rate *= 0.6;
  if (base.priceGbp > 100_000) rate *= 0.5;
  return rate;
}

const roundToTenPounds = (pence: number) => Math.max(1000, Math.round(pence / 1000) * 1000);

function referenceHistory(base: ReferenceBase, archetype: Archetype, seed: number, endDay: number, days: number): Sale[] {
  const rng = new SeedRandom(hash32(seed, 0x3a11e7, ...[...`${base.brand}|${base.reference}`].map((c) => c.charCodeAt(0))));
  const shape = pathShape(archetype, rng, days);
  const liquid = archetype !== 'illiquid' && LIQUID_BRANDS.has(base.brand);
  const rate = salesPerDay(base, archetype, rng);
  const saleNoise = archetype === 'illiquid' ? 0.05 : liquid ? 0.025 : 0.035;
  const [spreadLow, spreadHigh] = archetype === 'illiquid' ? [0.08, 0.16] : liquid ? [0.015, 0.045] : [0.04, 0.08];
  const spread = rng.range(spreadLow, spreadHigh);

  // Log price path, then shifted so the last day sits at the target market level.
  const path = new Float64Array(days);
  for (let t = 1; t < days; t += 1) {
    const { drift, vol } = shape(t);
    path[t] = path[t - 1]! + drift / 365 + (vol / Math.sqrt(365)) * gaussian(rng);
  }
  const targetPence = base.priceGbp * 100 * rng.range(0.85, 1.15);
  const shift = Math.log(targetPence) - path[days - 1]!;

  const sales: Sale[] = [];
  for (let t = 0; t < days; t += 1) {
    const soldOn = isoDate(endDay - (days - 1 - t));
    for (let n = poisson(rng, rate); n > 0; n -= 1) {
      const pricePence = roundToTenPounds(Math.exp(path[t]! + shift + saleNoise * gaussian(rng)));
      const hasAsk = rng.chance(0.85);
      const askPence = hasAsk ? roundToTenPounds(pricePence * (1 + spread * rng.range(0.5, 1.5))) : null;
      sales.push({ soldOn, pricePence, askPence });
    }
  }
  return sales;
}

/** The demo history for every catalogue reference, ending on `endDate` (YYYY-MM-DD). */
export function generateMarketHistory({ seed = 1, endDate, days = MARKET_HISTORY_DAYS }: { seed?: number; endDate: string; days?: number }): SeedReference[] {
  const endDay = dayNumber(endDate);
  const bases = catalogueReferences();
  const order = new SeedRandom(hash32(seed, 0xdea1)).shuffleInPlace(bases.map((_, index) => index));
  const archetypeOf = new Map(order.map((referenceIndex, position) => [referenceIndex, DEAL[position % DEAL.length]!]));
  return bases.map((base, index) => {
    const archetype = archetypeOf.get(index)!;
    return { brand: base.brand, model: base.model, reference: base.reference, archetype, sales: referenceHistory(base, archetype, seed, endDay, days) };
  });
}
