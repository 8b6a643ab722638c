import type { FacetGroupKey } from '../product-sql';

/** What the index keeps of a product: its listing columns and the text its search document is made of. */
export interface IndexedProduct {
  id: number;
  category: string;
  brand: string;
  name: string;
  model: string | null;
  reference: string | null;
  sku: string;
  description: string;
  materials: string[];
  tags: string[];
  caseMaterial: string | null;
  dialColor: string | null;
  strapMaterial: string | null;
  movement: string | null;
  waterResistanceBucket: string | null;
  boxAndPapers: boolean;
  limitedEdition: boolean;
  availableSizes: string[];
  colors: string[];
  style: string | null;
  season: string | null;
  fit: string | null;
  effectivePricePence: number;
  pricePence: number;
  caseDiameterMm: number | null;
  stock: number;
  featured: boolean;
  viewCount: number;
  recentViews: number;
  recentPurchases: number;
  /** The average of published reviews × 100 (4.67 is 467); -1 without reviews, so those sort last. */
  averageRating100: number;
  /** Published reviews. */
  reviewCount: number;
  /** created_at in microseconds since 1970 (PostgreSQL's precision; exact in a double). */
  createdMicros: number;
}

/** Text arrays travel joined by the unit separator: splitting a string is much cheaper than pg's array parser. */
const SEPARATOR = '\x1f';
const joined = (column: string) => `array_to_string(p.${column}, E'\\x1f')`;

/**
 * The SELECT list that reads an IndexedProduct (alias p), in the order toIndexedProduct reads it: rows are
 * read as arrays (pg's rowMode 'array'), one small array per row instead of an object of 32 named columns.
 */
export const INDEXED_PRODUCT_COLUMNS = `p.id, p.category, p.brand, p.name, p.model, p.reference, p.sku, p.description,
  ${joined('materials')}, ${joined('tags')}, p.case_material, p.dial_color, p.strap_material,
  p.movement, p.water_resistance_bucket, p.box_and_papers, p.limited_edition, ${joined('available_sizes')}, ${joined('colors')},
  p.style, p.season, p.fit, p.effective_price_pence, p.price_pence, p.case_diameter_mm,
  p.stock, p.featured, p.view_count, p.recent_views, p.recent_purchases,
  coalesce((p.average_rating * 100)::int, -1), (extract(epoch from p.created_at) * 1000000)::float8, p.review_count`;

const split = (value: string) => (value === '' ? [] : value.split(SEPARATOR));

/**
 * A row read with INDEXED_PRODUCT_COLUMNS in rowMode 'array' as an IndexedProduct: one object literal of
 * one shape (no copy of the driver's row, whose 32 named columns made it a slow dictionary object).
 */
export function toIndexedProduct(row: unknown[]): IndexedProduct {
  return {
    id: row[0] as number,
    category: row[1] as string,
    brand: row[2] as string,
    name: row[3] as string,
    model: row[4] as string | null,
    reference: row[5] as string | null,
    sku: row[6] as string,
    description: row[7] as string,
    materials: split(row[8] as string),
    tags: split(row[9] as string),
    caseMaterial: row[10] as string | null,
    dialColor: row[11] as string | null,
    strapMaterial: row[12] as string | null,
    movement: row[13] as string | null,
    waterResistanceBucket: row[14] as string | null,
    boxAndPapers: row[15] as boolean,
    limitedEdition: row[16] as boolean,
    availableSizes: split(row[17] as string),
    colors: split(row[18] as string),
    style: row[19] as string | null,
    season: row[20] as string | null,
    fit: row[21] as string | null,
    effectivePricePence: row[22] as number,
    pricePence: row[23] as number,
    caseDiameterMm: row[24] as number | null,
    stock: row[25] as number,
    featured: row[26] as boolean,
    viewCount: row[27] as number,
    recentViews: row[28] as number,
    recentPurchases: row[29] as number,
    averageRating100: row[30] as number,
    createdMicros: row[31] as number,
    reviewCount: row[32] as number,
  };
}

/**
 * The value a product has in a facet group, or its list of values for the
 * list groups (null: none; flags as "true"). A single value is not wrapped
 * in a list: a build asks this 16 times for each of 100,000 products.
 */
export function groupValues(product: IndexedProduct, key: FacetGroupKey): string | null | readonly string[] {
  switch (key) {
    case 'categories': return product.category;
    case 'brands': return product.brand;
    case 'materials': return product.materials;
    case 'tags': return product.tags;
    case 'caseMaterials': return product.caseMaterial;
    case 'dialColors': return product.dialColor;
    case 'straps': return product.strapMaterial;
    case 'movements': return product.movement;
    case 'waterResistances': return product.waterResistanceBucket;
    case 'boxAndPapers': return product.boxAndPapers ? 'true' : null;
    case 'limitedEdition': return product.limitedEdition ? 'true' : null;
    case 'sizes': return product.availableSizes;
    case 'colors': return product.colors;
    case 'styles': return product.style;
    case 'seasons': return product.season;
    case 'fits': return product.fit;
  }
}
