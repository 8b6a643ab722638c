import { penceToPounds } from '../../common/money';
import { Money } from '../../graphql/money.type';
import type { Product } from './product.entity';
import { currentPricePence, isOnSale } from './product-price';
import { ProductCategoryValue, type ProductView } from './product.types';

/** A product as read by lean SQL: the entity's fields as a plain object, no ORM identity. */
export type ProductRow = { [K in keyof Product]: Product[K] };

const LOW_STOCK_MAX = 5;


/** jsonb does not keep key order: specification tables are shown in this order, others after, A–Z. */
const SPECIFICATION_ORDER = [
  'Reference', 'Case Diameter', 'Case Material', 'Dial', 'Movement', 'Calibre', 'Power Reserve', 'Water Resistance',
  'Crystal', 'Strap', 'Clasp', 'Box & Papers', 'Condition',
  'Fabric', 'Fit', 'Lining', 'Closure', 'Country of Origin', 'Season', 'Style',
];

function specificationRank(name: string): number {
  const index = SPECIFICATION_ORDER.indexOf(name);
  return index === -1 ? SPECIFICATION_ORDER.length : index;
}

function specificationList(specifications: Record<string, string>) {
  return Object.entries(specifications ?? {})
    .filter(([, value]) => value != null && String(value).trim() !== '')
    .map(([name, value]) => ({ name, value: String(value) }))
    .sort((a, b) => specificationRank(a.name) - specificationRank(b.name) || a.name.localeCompare(b.name));
}

/** Fields both views pass through unchanged. */
function sharedFields(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model ?? null,
    sku: row.sku,
    reference: row.reference ?? null,
    description: row.description,
    detailedDescription: row.detailedDescription ?? null,
    imageUrl: row.imageUrl,
    materials: row.materials,
    sizes: row.sizes,
    availableSizes: row.availableSizes,
    colors: row.colors,
    tags: row.tags,
    features: row.features,
    careInstructions: row.careInstructions,
    stock: row.stock,
    stockQuantity: row.stock,
    inStock: row.stock > 0,
    featured: row.featured,
    rating: Number(row.rating),
    reviewCount: row.reviewCount ?? 0,
    averageRating: row.averageRating == null ? null : Number(row.averageRating),
    viewCount: row.viewCount,
    recentViews: row.recentViews,
    recentPurchases: row.recentPurchases,
    condition: row.condition,
    gender: row.gender ?? null,
    caseDiameterMm: row.caseDiameterMm ?? null,
    caseMaterial: row.caseMaterial ?? null,
    dialColor: row.dialColor ?? null,
    strapMaterial: row.strapMaterial ?? null,
    movement: row.movement ?? null,
    waterResistanceM: row.waterResistanceM ?? null,
    complications: row.complications,
    boxAndPapers: row.boxAndPapers,
    limitedEdition: row.limitedEdition,
    fabric: row.fabric ?? null,
    season: row.season ?? null,
    style: row.style ?? null,
    fit: row.fit ?? null,
    countryOfOrigin: row.countryOfOrigin ?? null,
  };
}

/**
 * Rows whose shown columns never change once read (the engine's page rows,
 * engine/page-rows.ts: a changed product is a new row), so their views are
 * built once and reused; only the popularity counters, which the owner of
 * the row keeps current, are copied on every use.
 */
const unchanging = new WeakSet<ProductRow>();
const views = new WeakMap<ProductRow, ProductView>();
const jsonViews = new WeakMap<ProductRow, ProductJson>();
const jsonBytes = new WeakMap<ProductRow, { bytes: Buffer; viewCount: number; recentViews: number; recentPurchases: number }>();

export function keepViewsOf(row: ProductRow): void {
  unchanging.add(row);
}

/** Whether the row is one whose shown columns never change (a changed product is a new row): its prepared text may be kept with it. */
export function keepsViews(row: ProductRow): boolean {
  return unchanging.has(row);
}

/** Fields of a product's views that move on an unchanging row (the popularity counters). */
export const MOVING_FIELDS: ReadonlySet<string> = new Set(['viewCount', 'recentViews', 'recentPurchases']);

function withCounters<T extends { viewCount: number; recentViews: number; recentPurchases: number }>(view: T, row: ProductRow): T {
  view.viewCount = row.viewCount;
  view.recentViews = row.recentViews;
  view.recentPurchases = row.recentPurchases;
  return view;
}

/** The GraphQL view of a product. */
export function toProductView(row: ProductRow): ProductView {
  if (!unchanging.has(row)) return buildProductView(row);
  let view = views.get(row);
  if (!view) views.set(row, (view = buildProductView(row)));
  return withCounters(view, row);
}

function buildProductView(row: ProductRow): ProductView {
  const onSale = isOnSale(row);
  return {
    ...sharedFields(row),
    price: Money.ofPence(row.pricePence),
    originalPrice: row.originalPricePence != null ? Money.ofPence(row.originalPricePence) : null,
    salePrice: onSale ? Money.ofPence(row.salePricePence!) : null,
    currentPrice: Money.ofPence(currentPricePence(row)),
    onSale,
    galleryImages: row.galleryImages.filter((url) => url !== row.imageUrl),
    category: row.category === 'watches' ? ProductCategoryValue.WATCHES : ProductCategoryValue.CLOTHING,
    specifications: specificationList(row.specifications),
    lowStock: row.stock >= 1 && row.stock <= LOW_STOCK_MAX,
    isNew: row.tags.includes('New Arrivals'),
    createdAt: toDate(row.createdAt),
  };
}

/** Lean rows carry timestamps as the driver returns them (text); entities carry Dates. */
function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The REST view of a product: the spec's field names (storefront.md §3), prices in pounds. */
export function toProductJson(row: ProductRow): ProductJson {
  if (!unchanging.has(row)) return buildProductJson(row);
  let json = jsonViews.get(row);
  if (!json) jsonViews.set(row, (json = buildProductJson(row)));
  return withCounters(json, row);
}

function buildProductJson(row: ProductRow) {
  const onSale = isOnSale(row);
  return {
    ...sharedFields(row),
    price: penceToPounds(row.pricePence),
    originalPrice: row.originalPricePence != null ? penceToPounds(row.originalPricePence) : null,
    salePrice: onSale ? penceToPounds(row.salePricePence!) : null,
    currentPrice: penceToPounds(currentPricePence(row)),
    currency: 'GBP',
    galleryImages: row.galleryImages,
    category: row.category,
    specifications: row.specifications,
    createdAt: toDate(row.createdAt).toISOString(),
  };
}

export type ProductJson = ReturnType<typeof buildProductJson>;

/** The UTF-8 bytes of JSON.stringify(toProductJson(row)), kept with an unchanging row until its counters move. */
function productJsonBytes(row: ProductRow): Buffer {
  if (!unchanging.has(row)) return Buffer.from(JSON.stringify(buildProductJson(row)));
  const known = jsonBytes.get(row);
  if (known && known.viewCount === row.viewCount && known.recentViews === row.recentViews && known.recentPurchases === row.recentPurchases) return known.bytes;
  const bytes = Buffer.from(JSON.stringify(toProductJson(row)));
  jsonBytes.set(row, { bytes, viewCount: row.viewCount, recentViews: row.recentViews, recentPurchases: row.recentPurchases });
  return bytes;
}

const COMMA = Buffer.from(',');

/**
 * `before`, a JSON array of the products' REST views, then `after`, as
 * bytes: what res.send would send for the text `${before}${JSON.stringify(rows.map(toProductJson))}${after}`,
 * without encoding the kept products' text again for every response.
 */
export function productsJsonBody(rows: readonly ProductRow[], before = '', after = ''): Buffer {
  const parts: Buffer[] = [Buffer.from(`${before}[`)];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) parts.push(COMMA);
    parts.push(productJsonBytes(rows[i]));
  }
  parts.push(Buffer.from(`]${after}`));
  return Buffer.concat(parts);
}
