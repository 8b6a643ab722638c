import { penceToPounds } from '../../common/money';
import { Money } from '../../graphql/money.type';
import type { Product } from './product.entity';
import { ProductCategoryValue, type ProductView } from './product.types';

/** A product as read by lean SQL: the entity's fields as a plain object, no ORM identity. */
export type ProductRow = { [K in keyof Product]: Product[K] };

const LOW_STOCK_MAX = 5;

function isOnSale(row: ProductRow): boolean {
  return row.salePricePence != null && row.salePricePence < row.pricePence;
}

function specificationList(specifications: Record<string, string>) {
  return Object.entries(specifications ?? {})
    .filter(([, value]) => value != null && String(value).trim() !== '')
    .map(([name, value]) => ({ name, value: String(value) }));
}

/** The GraphQL view of a product. */
export function toProductView(row: ProductRow): ProductView {
  const onSale = isOnSale(row);
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model ?? null,
    sku: row.sku,
    reference: row.reference ?? null,
    description: row.description,
    detailedDescription: row.detailedDescription ?? null,
    price: Money.ofPence(row.pricePence),
    originalPrice: row.originalPricePence != null ? Money.ofPence(row.originalPricePence) : null,
    salePrice: onSale ? Money.ofPence(row.salePricePence!) : null,
    onSale,
    imageUrl: row.imageUrl,
    galleryImages: row.galleryImages.filter((url) => url !== row.imageUrl),
    category: row.category === 'watches' ? ProductCategoryValue.WATCHES : ProductCategoryValue.CLOTHING,
    materials: row.materials,
    sizes: row.sizes,
    availableSizes: row.availableSizes,
    colors: row.colors,
    tags: row.tags,
    features: row.features,
    specifications: specificationList(row.specifications),
    careInstructions: row.careInstructions,
    stock: row.stock,
    stockQuantity: row.stock,
    inStock: row.stock > 0,
    lowStock: row.stock >= 1 && row.stock <= LOW_STOCK_MAX,
    featured: row.featured,
    isNew: row.tags.includes('New Arrivals'),
    rating: Number(row.rating),
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
    createdAt: toDate(row.createdAt),
  };
}

/** Lean rows carry timestamps as the driver returns them (text); entities carry Dates. */
function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The REST view of a product: the spec's field names (storefront.md §3), prices in pounds. */
export function toProductJson(row: ProductRow) {
  const onSale = isOnSale(row);
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model ?? null,
    sku: row.sku,
    reference: row.reference ?? null,
    description: row.description,
    detailedDescription: row.detailedDescription ?? null,
    price: penceToPounds(row.pricePence),
    originalPrice: row.originalPricePence != null ? penceToPounds(row.originalPricePence) : null,
    salePrice: onSale ? penceToPounds(row.salePricePence!) : null,
    currency: 'GBP',
    imageUrl: row.imageUrl,
    galleryImages: row.galleryImages,
    category: row.category,
    materials: row.materials,
    sizes: row.sizes,
    availableSizes: row.availableSizes,
    colors: row.colors,
    tags: row.tags,
    features: row.features,
    specifications: row.specifications,
    careInstructions: row.careInstructions,
    stock: row.stock,
    stockQuantity: row.stock,
    inStock: row.stock > 0,
    featured: row.featured,
    rating: Number(row.rating),
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
    createdAt: toDate(row.createdAt).toISOString(),
  };
}

export type ProductJson = ReturnType<typeof toProductJson>;
