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
  /** numeric(2,1) × 10, so 4.9 is 49. */
  rating10: number;
  /** created_at in microseconds since 1970 (PostgreSQL's precision; exact in a double). */
  createdMicros: number;
}

/** Text arrays travel joined by the unit separator: splitting a string is much cheaper than pg's array parser. */
const SEPARATOR = '\x1f';
const joined = (column: string, name: string) => `array_to_string(p.${column}, E'\\x1f') as "${name}"`;

/** The SELECT list that reads an IndexedProduct (alias p); pass each row through toIndexedProduct. */
export const INDEXED_PRODUCT_COLUMNS = `p.id, p.category, p.brand, p.name, p.model, p.reference, p.sku, p.description,
  ${joined('materials', 'materials')}, ${joined('tags', 'tags')}, p.case_material as "caseMaterial", p.dial_color as "dialColor", p.strap_material as "strapMaterial",
  p.movement, p.water_resistance_bucket as "waterResistanceBucket", p.box_and_papers as "boxAndPapers",
  p.limited_edition as "limitedEdition", ${joined('available_sizes', 'availableSizes')}, ${joined('colors', 'colors')}, p.style, p.season, p.fit,
  p.effective_price_pence as "effectivePricePence", p.price_pence as "pricePence", p.case_diameter_mm as "caseDiameterMm",
  p.stock, p.featured, p.view_count as "viewCount", p.recent_views as "recentViews", p.recent_purchases as "recentPurchases",
  (p.rating * 10)::int as "rating10", (extract(epoch from p.created_at) * 1000000)::float8 as "createdMicros"`;

type JoinedRow = Omit<IndexedProduct, 'materials' | 'tags' | 'availableSizes' | 'colors'> & Record<'materials' | 'tags' | 'availableSizes' | 'colors', string>;

const split = (value: string) => (value === '' ? [] : value.split(SEPARATOR));

/**
 * A row read with INDEXED_PRODUCT_COLUMNS as an IndexedProduct. A copy, not the row changed in place: changing
 * the driver's row was measured slower (0.4–1 s of a 6–7 s build), the copy being the object the build reads.
 */
export function toIndexedProduct(row: unknown): IndexedProduct {
  const joinedRow = row as JoinedRow;
  return {
    ...joinedRow,
    materials: split(joinedRow.materials),
    tags: split(joinedRow.tags),
    availableSizes: split(joinedRow.availableSizes),
    colors: split(joinedRow.colors),
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
