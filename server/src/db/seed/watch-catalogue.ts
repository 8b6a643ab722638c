import {
  buildTags,
  noPopularity,
  drawSale,
  drawStock,
  imageUrlsFor,
  poundsToRoundedPence,
  type ProductContext,
} from './catalogue-common.js';
import { LUXURY_WATCH_PENCE, type Condition, type PreOwnedCondition } from './catalogue-vocabulary.js';
import type { ProductSeed } from './product-seed.js';
import type { SeedRandom } from '../../common/seed-random.js';
import {
  pickDialWords,
  watchCare,
  watchDescription,
  watchDetailedDescription,
  watchFeatures,
} from './watch-copy.js';
import type { WatchVariant } from './watch-variants.js';

/** Share of current references offered pre-owned (discontinued ones always are). */
const PRE_OWNED_SHARE = 0.14;

const CURRENT_PRE_OWNED: readonly (readonly [PreOwnedCondition, number])[] = [
  ['Excellent', 50],
  ['Very Good', 30],
  ['Good', 13],
  ['Fair', 7],
];
const VINTAGE_CONDITIONS: readonly (readonly [PreOwnedCondition, number])[] = [
  ['Excellent', 20],
  ['Very Good', 35],
  ['Good', 30],
  ['Fair', 15],
];

/** Price relative to the listed typical price, by condition. */
const CURRENT_FACTOR: Record<PreOwnedCondition, number> = { Excellent: 0.95, 'Very Good': 0.9, Good: 0.84, Fair: 0.76 };
const VINTAGE_FACTOR: Record<PreOwnedCondition, number> = { Excellent: 1.1, 'Very Good': 1, Good: 0.9, Fair: 0.8 };

function drawCondition(rng: SeedRandom, v: WatchVariant, featured: boolean): Condition {
  const roll = rng.next();
  if (v.disc) return rng.weighted(VINTAGE_CONDITIONS);
  if (featured || roll >= PRE_OWNED_SHARE) {
    rng.next();
    return 'New';
  }
  return rng.weighted(CURRENT_PRE_OWNED);
}

function drawPricePence(rng: SeedRandom, v: WatchVariant, condition: Condition, boxAndPapers: boolean): number {
  let pounds = v.priceGbp;
  if (condition === 'New') pounds *= rng.range(0.97, 1.04);
  else {
    const factor = (v.disc ? VINTAGE_FACTOR : CURRENT_FACTOR)[condition];
    pounds *= factor * rng.range(0.95, 1.05) * (boxAndPapers ? 1 : 0.92);
  }
  return poundsToRoundedPence(pounds, pounds < 1000 ? 5 : 50);
}

export function buildWatch(v: WatchVariant, ctx: ProductContext): ProductSeed {
  const { rng } = ctx;
  const condition = drawCondition(rng, v, ctx.featured);
  const preOwned = condition !== 'New';
  const boxAndPapers = preOwned ? rng.chance(v.disc ? 0.45 : 0.7) : (rng.next(), true);
  const pricePence = drawPricePence(rng, v, condition, boxAndPapers);
  const sale = drawSale(rng, pricePence);
  const stock = drawStock(rng, preOwned ? 'pre-owned' : 'new-watch', ctx.featured);
  const popularity = noPopularity(rng, ctx.featured);
  const dial = pickDialWords(rng, v.dialColor);
  const copy = { v, dial: dial.prose, condition, boxAndPapers };

  const specifications: Record<string, string> = {
    Reference: v.reference,
    'Case Diameter': v.labels.size,
    'Case Material': v.labels.caseMaterial,
    Dial: dial.label,
    Movement: v.movement,
    Calibre: v.calibre,
    'Power Reserve': v.labels.power,
    'Water Resistance': v.labels.waterResistance,
    Crystal: v.crystal,
    Strap: v.labels.strap,
    Clasp: v.clasp,
  };
  if (v.labels.complications) specifications.Complications = v.labels.complications;
  if (v.labels.limited) specifications['Limited Edition'] = v.labels.limited;
  specifications['Box & Papers'] = boxAndPapers ? 'Yes' : 'No';
  specifications.Condition = condition;

  return {
    name: `${v.brand} ${v.model}`,
    brand: v.brand,
    model: v.model,
    sku: ctx.sku,
    reference: v.reference,
    description: watchDescription(rng, copy),
    detailedDescription: watchDetailedDescription(rng, copy),
    pricePence,
    originalPricePence: sale.originalPricePence,
    salePricePence: sale.salePricePence,
    ...imageUrlsFor(ctx.sku),
    category: 'watches',
    materials: [...v.materials],
    sizes: [],
    availableSizes: [],
    colors: [...v.colors],
    tags: buildTags({
      newArrival: ctx.newArrival,
      gender: v.gender,
      luxury: pricePence >= LUXURY_WATCH_PENCE,
      // Vintage: older (discontinued) references, which are only ever sold pre-owned.
      vintage: v.disc && preOwned,
      designer: false,
    }),
    features: watchFeatures(rng, copy),
    specifications,
    careInstructions: watchCare(rng, v),
    stock,
    featured: ctx.featured,
    rating: '4.9',
    ...popularity,
    gender: v.gender,
    condition,
    caseDiameterMm: v.mm,
    caseMaterial: v.caseMaterial,
    dialColor: v.dialColor,
    strapMaterial: v.strapMaterial,
    movement: v.movement,
    waterResistanceM: v.waterResistanceM,
    complications: [...v.complications],
    boxAndPapers,
    limitedEdition: v.limited !== null,
    fabric: null,
    season: null,
    style: null,
    fit: null,
    countryOfOrigin: v.country,
    createdAt: ctx.createdAt,
  };
}
