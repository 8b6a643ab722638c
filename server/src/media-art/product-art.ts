import { renderGarmentSvg } from './garment-art.js';
import { renderWatchSvg } from './watch-art.js';

/** The product attributes the artwork is derived from (a subset of Product). */
export interface ProductArtInput {
  sku: string;
  name: string;
  brand: string;
  category: 'watches' | 'clothing';
  colors: string[];
  materials: string[];
  caseMaterial?: string | null;
  dialColor?: string | null;
  strapMaterial?: string | null;
  caseDiameterMm?: number | null;
  movement?: string | null;
  waterResistanceM?: number | null;
  complications: string[];
  style?: string | null;
  fabric?: string | null;
  gender?: string | null;
}

/** Views 0..3: hero, angled, close-up detail, lifestyle. */
export const PRODUCT_IMAGE_VIEWS = 4;

/**
 * Bump when the artwork changes so that cache keys and ETags change with it
 * (images are served as immutable).
 */
export const PRODUCT_ART_VERSION = 1;

export function isProductImageView(view: number): boolean {
  return Number.isInteger(view) && view >= 0 && view < PRODUCT_IMAGE_VIEWS;
}

/**
 * Renders one view of a product as a self-contained 1200×1200 SVG. Pure and
 * deterministic: the same input and view always give the same markup.
 */
export function renderProductSvg(input: ProductArtInput, view: number): string {
  if (!isProductImageView(view)) {
    throw new RangeError(`view must be an integer from 0 to ${PRODUCT_IMAGE_VIEWS - 1}`);
  }
  // Rows from the database may carry nulls where the type promises arrays.
  const art: ProductArtInput = {
    ...input,
    name: input.name ?? '',
    colors: input.colors ?? [],
    materials: input.materials ?? [],
    complications: input.complications ?? [],
  };
  return art.category === 'watches' ? renderWatchSvg(art, view) : renderGarmentSvg(art, view);
}
