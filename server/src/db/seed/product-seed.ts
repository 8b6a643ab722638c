import type { ProductCategory } from '../../modules/catalog/product.entity.js';

/**
 * Product properties the database fills: the key, the update timestamp and
 * the generated (computed, stored) columns, which must never be inserted, and
 * the review aggregate (kept by review moderation, product-review.service.ts).
 */
export type DatabaseFilledProductField = 'id' | 'updatedAt' | 'effectivePricePence' | 'waterResistanceBucket' | 'searchVector' | 'archivedAt' | 'reviewCount' | 'averageRating';

/**
 * A product ready for `em.create(Product, seed)` or
 * `em.insertMany(Product, seeds)`: every column of the Product entity except
 * those in DatabaseFilledProductField. Money is integer pence.
 * catalogue.test.ts checks at compile time that the keys match the entity.
 */
export interface ProductSeed {
  name: string;
  brand: string;
  model: string | null;
  sku: string;
  reference: string | null;
  description: string;
  detailedDescription: string | null;
  pricePence: number;
  originalPricePence: number | null;
  salePricePence: number | null;
  imageUrl: string;
  galleryImages: string[];
  category: ProductCategory;
  materials: string[];
  sizes: string[];
  availableSizes: string[];
  colors: string[];
  tags: string[];
  features: string[];
  specifications: Record<string, string>;
  careInstructions: string[];
  stock: number;
  featured: boolean;
  /** Numeric(2,1) column, kept as a string by MikroORM. */
  rating: string;
  viewCount: number;
  recentViews: number;
  recentPurchases: number;
  gender: string | null;
  condition: string;
  caseDiameterMm: number | null;
  caseMaterial: string | null;
  dialColor: string | null;
  strapMaterial: string | null;
  movement: string | null;
  waterResistanceM: number | null;
  complications: string[];
  boxAndPapers: boolean;
  limitedEdition: boolean;
  fabric: string | null;
  season: string | null;
  style: string | null;
  fit: string | null;
  countryOfOrigin: string | null;
  createdAt: Date;
}
