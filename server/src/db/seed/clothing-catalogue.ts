import {
  buildTags,
  noPopularity,
  drawSale,
  drawStock,
  imageUrlsFor,
  poundsToRoundedPence,
  type ProductContext,
} from './catalogue-common.js';
import {
  LUXURY_CLOTHING_PENCE,
  ONE_SIZE,
  type ClothingColor,
  type ClothingSize,
  type Fit,
  type Gender,
  type Season,
  type Style,
} from './catalogue-vocabulary.js';
import { clothingCare, clothingDescription, clothingDetailedDescription } from './clothing-copy.js';
import { FABRICS, GARMENT_KINDS, LINING_MATERIALS, type FabricPreset, type GarmentKind } from './clothing-kinds.js';
import { CLOTHING_HOUSES, type ClothingHouse } from './clothing-lines.js';
import type { ProductSeed } from './product-seed.js';
import type { SeedRandom } from '../../common/seed-random.js';

/** One garment of one house, resolved against its kind's defaults. */
export interface ClothingEntry {
  house: ClothingHouse;
  garment: string;
  kind: GarmentKind;
  priceGbp: number;
  fabrics: readonly FabricPreset[];
  genders: readonly Gender[];
  palette: readonly ClothingColor[];
  country: string;
  styles: readonly Style[];
  seasons: readonly Season[];
  trim: string | null;
}

export const CLOTHING_ENTRIES: readonly ClothingEntry[] = CLOTHING_HOUSES.flatMap((house) =>
  house.garments.map(([garment, kindKey, priceGbp, fabricKeys, genders, o = {}]): ClothingEntry => {
    const kind: GarmentKind = GARMENT_KINDS[kindKey];
    return {
      house,
      garment,
      kind,
      priceGbp,
      fabrics: fabricKeys.map((key) => FABRICS[key]),
      genders,
      palette: o.palette ?? kind.palette,
      country: o.country ?? house.country,
      styles: o.styles ?? kind.styles,
      seasons: o.seasons ?? kind.seasons,
      trim: o.trim ?? null,
    };
  }),
);

export const FEATURED_CLOTHING_BRANDS: ReadonlySet<string> = new Set([
  'Loro Piana',
  'Brunello Cucinelli',
  'Burberry',
  'Gucci',
  'Prada',
  'Saint Laurent',
  'Tom Ford',
  'Hermès',
  'Moncler',
  'Dior',
  'Max Mara',
]);

type SizeRun = readonly ClothingSize[];
const SIZE_RUNS: Record<Gender, readonly (readonly [SizeRun, number])[]> = {
  Men: [
    [['S', 'M', 'L', 'XL', 'XXL'], 3],
    [['S', 'M', 'L', 'XL', 'XXL', '3XL'], 3],
    [['M', 'L', 'XL', 'XXL', '3XL'], 2],
    [['S', 'M', 'L', 'XL'], 2],
    [['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'], 1],
  ],
  Women: [
    [['XS', 'S', 'M', 'L'], 3],
    [['XS', 'S', 'M', 'L', 'XL'], 3],
    [['XS', 'S', 'M'], 1],
    [['S', 'M', 'L', 'XL'], 1],
  ],
  Unisex: [
    [['XS', 'S', 'M', 'L', 'XL'], 2],
    [['S', 'M', 'L', 'XL', 'XXL'], 2],
    [['XS', 'S', 'M', 'L', 'XL', 'XXL'], 2],
    [['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'], 1],
  ],
};
const SHORT_RUNS: readonly (readonly [SizeRun, number])[] = [
  [['S', 'M', 'L'], 1],
  [['S', 'M', 'L', 'XL'], 1],
];

const COLOUR_COUNTS: readonly (readonly [number, number])[] = [
  [1, 22],
  [2, 26],
  [3, 22],
  [4, 14],
  [5, 10],
  [6, 6],
];

function drawSizes(rng: SeedRandom, entry: ClothingEntry, gender: Gender): string[] {
  switch (entry.kind.sizing) {
    case 'one-size':
      return [ONE_SIZE];
    case 'short-range':
      return [...rng.weighted(SHORT_RUNS)];
    case 'apparel':
      return [...rng.weighted(SIZE_RUNS[gender])];
  }
}

/** Sold-out sizes: none when out of stock, a few when stock is low, the odd one otherwise. */
function drawAvailableSizes(rng: SeedRandom, sizes: string[], stock: number): string[] {
  if (stock === 0) return [];
  if (sizes.length === 1) return [...sizes];
  if (stock <= 5) {
    const keep = Math.max(1, Math.min(sizes.length - 1, stock, rng.int(1, sizes.length - 1)));
    return rng.sampleInOrder(sizes, keep);
  }
  const available = sizes.filter(() => !rng.chance(0.12));
  return available.length ? available : [sizes[Math.floor(sizes.length / 2)]!];
}

function pickStyle(rng: SeedRandom, styles: readonly Style[]): Style {
  return rng.chance(0.65) || styles.length === 1 ? styles[0]! : rng.pick(styles.slice(1));
}

export function buildClothing(entry: ClothingEntry, ctx: ProductContext): ProductSeed {
  const { rng } = ctx;
  const { kind, house } = entry;
  const gender = rng.pick(entry.genders);
  const fabricIndex = entry.fabrics.length > 1 && rng.chance(0.4) ? rng.int(1, entry.fabrics.length - 1) : 0;
  const fabric = entry.fabrics[fabricIndex]!;
  const fit: Fit | null = kind.fits.length ? rng.pick(kind.fits) : null;
  const season = rng.pick(entry.seasons);
  const style = pickStyle(rng, entry.styles);
  const lining = rng.pick(kind.linings);
  const closure = rng.pick(kind.closures);
  const colourCount = Math.min(entry.palette.length, rng.weighted(COLOUR_COUNTS));
  const colors = rng.sample(entry.palette, colourCount);
  const sizes = drawSizes(rng, entry, gender);

  const pounds = entry.priceGbp * rng.range(0.94, 1.06) * (fabricIndex > 0 ? 0.9 : 1);
  const pricePence = poundsToRoundedPence(pounds, pounds < 200 ? 5 : 10);
  const sale = drawSale(rng, pricePence);
  const stock = drawStock(rng, 'clothing', ctx.featured);
  const availableSizes = drawAvailableSizes(rng, sizes, stock);
  const popularity = noPopularity(rng, ctx.featured);

  const liningMaterial = LINING_MATERIALS[lining];
  const materials = [...new Set([...fabric.materials, ...(liningMaterial ? [liningMaterial] : []), ...(entry.trim ? [entry.trim] : [])])].slice(0, 4);
  const features = [...rng.sampleInOrder(kind.features, rng.int(2, 4)), `Made in ${entry.country}`];
  const copy = {
    brand: house.brand,
    garment: entry.garment,
    noun: kind.noun,
    fabricProse: fabric.prose,
    country: entry.country,
    fit,
    season,
    style,
    lining,
    features,
    voice: house.voice,
  };

  return {
    name: `${house.brand} ${entry.garment}`,
    brand: house.brand,
    model: entry.garment,
    sku: ctx.sku,
    reference: null,
    description: clothingDescription(rng, copy),
    detailedDescription: clothingDetailedDescription(rng, copy),
    pricePence,
    originalPricePence: sale.originalPricePence,
    salePricePence: sale.salePricePence,
    ...imageUrlsFor(ctx.sku),
    category: 'clothing',
    materials,
    sizes,
    availableSizes,
    colors,
    tags: buildTags({
      newArrival: ctx.newArrival,
      gender,
      luxury: pricePence >= LUXURY_CLOTHING_PENCE,
      vintage: false,
      designer: house.designer,
    }),
    features,
    specifications: {
      Fabric: fabric.fabric,
      Fit: fit ?? (kind.sizing === 'one-size' ? ONE_SIZE : 'True to size'),
      Lining: lining,
      Closure: closure,
      'Country of Origin': entry.country,
      Season: season,
      Style: style,
    },
    careInstructions: clothingCare(rng, fabric.materials[0]!, fabric.materials.includes('Down')),
    stock,
    featured: ctx.featured,
    rating: '4.9',
    ...popularity,
    gender,
    condition: 'New',
    caseDiameterMm: null,
    caseMaterial: null,
    dialColor: null,
    strapMaterial: null,
    movement: null,
    waterResistanceM: null,
    complications: [],
    boxAndPapers: false,
    limitedEdition: false,
    fabric: fabric.fabric,
    season,
    style,
    fit,
    countryOfOrigin: entry.country,
    createdAt: ctx.createdAt,
  };
}
