import { Check, Entity, Enum, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { LISTING_INDEX_INCLUDE } from './listing-columns';

export const PRODUCT_CATEGORIES = ['watches', 'clothing'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * A product of the catalogue (storefront.md §3). Money is integer pence; the
 * REST facade converts to pounds at its edge. Filter attributes of §9 are
 * plain columns (scalars or text arrays) so that listings can be served by
 * lean SQL and GIN/B-tree indexes.
 */
@Entity({ tableName: 'product' })
@Check({ name: 'product_price_positive', expression: 'price_pence > 0' })
@Check({ name: 'product_sale_below_price', expression: 'sale_price_pence is null or (sale_price_pence > 0 and sale_price_pence < price_pence)' })
@Check({ name: 'product_stock_not_negative', expression: 'stock >= 0' })
// Listings and facets read only the narrow columns below: this index lets them scan a compact
// structure (index-only) instead of the wide product rows. Keep it in step with LISTING_COLUMNS.
// Partial: archived products are never listed, and the shop's conditions (archived_at is null) imply it.
@Index({ name: 'product_listing_index', expression: `create index "product_listing_index" on "product" ("category", "brand") include (${LISTING_INDEX_INCLUDE}) where "archived_at" is null` })
// The staff product table (latest change first) and the overview's stock alerts (0 to 5 units, in the shop).
@Index({ name: 'product_updated_index', expression: 'create index "product_updated_index" on "product" ("updated_at" desc, "id" desc)' })
@Index({ name: 'product_stock_alert_index', expression: 'create index "product_stock_alert_index" on "product" ("stock") where "archived_at" is null and "stock" <= 5' })
@Index({ name: 'product_featured_index', expression: 'create index "product_featured_index" on "product" ("id") where "featured"' })
@Index({ name: 'product_materials_index', expression: 'create index "product_materials_index" on "product" using gin ("materials")' })
@Index({ name: 'product_tags_index', expression: 'create index "product_tags_index" on "product" using gin ("tags")' })
@Index({ name: 'product_available_sizes_index', expression: 'create index "product_available_sizes_index" on "product" using gin ("available_sizes")' })
@Index({ name: 'product_colors_index', expression: 'create index "product_colors_index" on "product" using gin ("colors")' })
@Index({ name: 'product_search_vector_index', expression: 'create index "product_search_vector_index" on "product" using gin ("search_vector")' })
export class Product {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 100 })
  brand!: string;

  /** Model line, e.g. "Submariner Date" (watches) or "Cashmere Overcoat" (clothing). */
  @Property({ type: 'string', length: 120, nullable: true })
  model?: string | null;

  @Property({ type: 'string', length: 64, unique: true })
  sku!: string;

  /** Manufacturer reference number for watches, e.g. "126610LN". */
  @Property({ type: 'string', length: 64, nullable: true })
  reference?: string | null;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text', nullable: true })
  detailedDescription?: string | null;

  @Property({ type: 'integer' })
  pricePence!: number;

  @Property({ type: 'integer', nullable: true })
  originalPricePence?: number | null;

  @Property({ type: 'integer', nullable: true })
  salePricePence?: number | null;

  /** What the shopper pays: the sale price while on sale, else the price. Filters and sorts use it. */
  @Property({ type: 'integer', generated: '(coalesce(sale_price_pence, price_pence)) stored', nullable: true })
  effectivePricePence?: number & Opt;

  @Property({ type: 'string', length: 300 })
  imageUrl!: string;

  @Property({ type: 'text[]' })
  galleryImages: string[] & Opt = [];

  @Enum({ items: () => PRODUCT_CATEGORIES, type: 'string' })
  category!: ProductCategory;

  @Property({ type: 'text[]' })
  materials: string[] & Opt = [];

  @Property({ type: 'text[]' })
  sizes: string[] & Opt = [];

  @Property({ type: 'text[]' })
  availableSizes: string[] & Opt = [];

  @Property({ type: 'text[]' })
  colors: string[] & Opt = [];

  @Property({ type: 'text[]' })
  tags: string[] & Opt = [];

  @Property({ type: 'text[]' })
  features: string[] & Opt = [];

  @Property({ type: 'json' })
  specifications: Record<string, string> & Opt = {};

  @Property({ type: 'text[]' })
  careInstructions: string[] & Opt = [];

  @Property({ type: 'integer' })
  stock: number & Opt = 0;

  @Property({ type: 'boolean' })
  featured: boolean & Opt = false;

  @Property({ type: 'decimal', columnType: 'numeric(2,1)', defaultRaw: '4.9', ignoreSchemaChanges: ['type', 'default'] })
  rating: string & Opt = '4.9';

  /**
   * Published customer reviews and their average (null without any): kept on
   * the product, changed in the transaction that publishes or hides a review,
   * so listings and cards read them like any other column (issue 37).
   */
  @Property({ type: 'integer', default: 0 })
  reviewCount: number & Opt = 0;

  @Property({ type: 'decimal', columnType: 'numeric(3,2)', nullable: true })
  averageRating?: string | null;

  @Property({ type: 'integer' })
  viewCount: number & Opt = 0;

  @Property({ type: 'integer' })
  recentViews: number & Opt = 0;

  @Property({ type: 'integer' })
  recentPurchases: number & Opt = 0;

  /** "Men", "Women" or "Unisex". */
  @Property({ type: 'string', length: 16, nullable: true })
  gender?: string | null;

  /** New, Excellent, Very Good, Good, Fair. */
  @Property({ type: 'string', length: 16 })
  condition: string & Opt = 'New';

  // Watch extras and filter attributes.
  @Property({ type: 'integer', nullable: true })
  caseDiameterMm?: number | null;

  @Property({ type: 'string', length: 32, nullable: true })
  caseMaterial?: string | null;

  @Property({ type: 'string', length: 32, nullable: true })
  dialColor?: string | null;

  @Property({ type: 'string', length: 32, nullable: true })
  strapMaterial?: string | null;

  @Property({ type: 'string', length: 32, nullable: true })
  movement?: string | null;

  @Property({ type: 'integer', nullable: true })
  waterResistanceM?: number | null;

  /** The water-resistance filter bucket of §9 (30m … 1000m+), derived from waterResistanceM. */
  @Property({
    type: 'string',
    columnType: 'text',
    nullable: true,
    generated:
      "(case when water_resistance_m is null then null when water_resistance_m < 50 then '30m' when water_resistance_m < 100 then '50m' " +
      "when water_resistance_m < 200 then '100m' when water_resistance_m < 300 then '200m' when water_resistance_m < 500 then '300m' " +
      "when water_resistance_m < 1000 then '500m' else '1000m+' end) stored",
  })
  waterResistanceBucket?: string & Opt;

  @Property({ type: 'text[]' })
  complications: string[] & Opt = [];

  @Property({ type: 'boolean' })
  boxAndPapers: boolean & Opt = false;

  @Property({ type: 'boolean' })
  limitedEdition: boolean & Opt = false;

  // Clothing extras and filter attributes.
  @Property({ type: 'string', length: 100, nullable: true })
  fabric?: string | null;

  @Property({ type: 'string', length: 16, nullable: true })
  season?: string | null;

  @Property({ type: 'string', length: 16, nullable: true })
  style?: string | null;

  @Property({ type: 'string', length: 16, nullable: true })
  fit?: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  countryOfOrigin?: string | null;

  /** Full-text document (name, brand, model, reference, SKU, materials, colours, tags, description). */
  @Property({
    type: 'unknown',
    columnType: 'tsvector',
    nullable: true,
    lazy: true,
    hidden: true,
    generated:
      '(aurum_product_search_vector(name, brand, model, reference, sku, materials, colors, tags, category, description)) stored',
  })
  searchVector?: unknown & Opt;

  /** Set when staff archive the product: it leaves the shop, while orders keep their lines. */
  @Property({ type: 'datetime', nullable: true })
  archivedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
