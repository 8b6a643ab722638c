import { CONDITIONS, GENDERS, PRODUCT_LIMITS, PRODUCT_MESSAGES } from '@aurum/rules/catalog/product-rules';
import { AppError } from '../../../common/errors';
import type { ProductCategory } from '../product.entity';

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{1,63}$/;

/** What the form sends: money in pence, lists as lists, specifications as name/value pairs. */
export interface ProductDraft {
  name: string;
  brand: string;
  model?: string | null;
  sku: string;
  reference?: string | null;
  description: string;
  detailedDescription?: string | null;
  category: ProductCategory;
  pricePence: number;
  originalPricePence?: number | null;
  salePricePence?: number | null;
  materials: string[];
  sizes: string[];
  availableSizes: string[];
  colors: string[];
  tags: string[];
  features: string[];
  specifications: { name: string; value: string }[];
  careInstructions: string[];
  stock: number;
  featured: boolean;
  condition: string;
  gender?: string | null;
  caseDiameterMm?: number | null;
  caseMaterial?: string | null;
  dialColor?: string | null;
  strapMaterial?: string | null;
  movement?: string | null;
  waterResistanceM?: number | null;
  complications: string[];
  boxAndPapers: boolean;
  limitedEdition: boolean;
  fabric?: string | null;
  season?: string | null;
  style?: string | null;
  fit?: string | null;
  countryOfOrigin?: string | null;
}

/** The columns a valid draft writes (specifications as the stored map). */
export type ProductFields = Omit<ProductDraft, 'specifications'> & { specifications: Record<string, string> };

export const invalid = (field: string, message: string) => new AppError('BAD_USER_INPUT', message, { field });

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function requiredText(value: string | undefined, field: string, message: string, max: number): string {
  const text = (value ?? '').trim();
  if (!text) throw invalid(field, message);
  if (text.length > max) throw invalid(field, `${message.replace(' is required', '')} must be at most ${max} characters`);
  return text;
}

function optionalText(value: string | null | undefined, field: string, label: string, max: number): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw invalid(field, `${label} must be at most ${max} characters`);
  return text || null;
}

function list(values: string[] | undefined, field: string): string[] {
  const cleaned = [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))];
  if (cleaned.length > PRODUCT_LIMITS.maxListEntries || cleaned.some((value) => value.length > PRODUCT_LIMITS.maxListEntryLength)) {
    throw invalid(field, PRODUCT_MESSAGES.listEntries);
  }
  return cleaned;
}

function optionalWhole(value: number | null | undefined, field: string, range: { min: number; max: number }, message: string): number | null {
  if (value == null) return null;
  if (!isWhole(value) || value < range.min || value > range.max) throw invalid(field, message);
  return value;
}

/** Checks and normalises a draft; throws BAD_USER_INPUT naming the first bad field. */
export function validateProductDraft(draft: ProductDraft): ProductFields {
  const name = requiredText(draft.name, 'name', PRODUCT_MESSAGES.nameRequired, 200);
  const brand = requiredText(draft.brand, 'brand', PRODUCT_MESSAGES.brandRequired, 100);
  const sku = requiredText(draft.sku, 'sku', PRODUCT_MESSAGES.skuRequired, 64).toUpperCase();
  if (!SKU_PATTERN.test(sku)) throw invalid('sku', PRODUCT_MESSAGES.skuFormat);
  const description = requiredText(draft.description, 'description', PRODUCT_MESSAGES.descriptionRequired, 5000);

  if (!isWhole(draft.pricePence) || draft.pricePence <= 0) throw invalid('pricePence', PRODUCT_MESSAGES.pricePositive);
  if (draft.pricePence > PRODUCT_LIMITS.maxPricePence) throw invalid('pricePence', PRODUCT_MESSAGES.priceTooHigh);
  const salePricePence = draft.salePricePence ?? null;
  if (salePricePence !== null) {
    if (!isWhole(salePricePence) || salePricePence <= 0) throw invalid('salePricePence', PRODUCT_MESSAGES.salePositive);
    if (salePricePence >= draft.pricePence) throw invalid('salePricePence', PRODUCT_MESSAGES.saleBelowPrice);
  }
  const originalPricePence = draft.originalPricePence ?? null;
  if (originalPricePence !== null && (!isWhole(originalPricePence) || originalPricePence <= 0 || originalPricePence > PRODUCT_LIMITS.maxPricePence)) {
    throw invalid('originalPricePence', PRODUCT_MESSAGES.originalPositive);
  }
  if (!isWhole(draft.stock) || draft.stock < 0 || draft.stock > PRODUCT_LIMITS.maxStock) throw invalid('stock', PRODUCT_MESSAGES.stockRange);

  const sizes = list(draft.sizes, 'sizes');
  const availableSizes = list(draft.availableSizes, 'availableSizes');
  if (availableSizes.some((size) => !sizes.includes(size))) throw invalid('availableSizes', PRODUCT_MESSAGES.availableSizes);
  const condition = (draft.condition ?? '').trim() || 'New';
  if (!(CONDITIONS as readonly string[]).includes(condition)) throw invalid('condition', PRODUCT_MESSAGES.condition);
  const gender = optionalText(draft.gender, 'gender', 'Gender', 16);
  if (gender !== null && !(GENDERS as readonly string[]).includes(gender)) throw invalid('gender', PRODUCT_MESSAGES.gender);

  const specifications: Record<string, string> = {};
  for (const entry of (draft.specifications ?? []).slice(0, PRODUCT_LIMITS.maxListEntries + 1)) {
    const key = entry.name.trim();
    const value = entry.value.trim();
    if (!key && !value) continue;
    if (!key || !value || key.length > 60 || value.length > PRODUCT_LIMITS.maxListEntryLength) {
      throw invalid('specifications', 'Each specification needs a name (at most 60 characters) and a value (at most 100)');
    }
    specifications[key] = value;
  }
  if (Object.keys(specifications).length > PRODUCT_LIMITS.maxListEntries) throw invalid('specifications', PRODUCT_MESSAGES.listEntries);

  return {
    name,
    brand,
    model: optionalText(draft.model, 'model', 'Model', 120),
    sku,
    reference: optionalText(draft.reference, 'reference', 'Reference', 64),
    description,
    detailedDescription: optionalText(draft.detailedDescription, 'detailedDescription', 'Detailed description', 20_000),
    category: draft.category,
    pricePence: draft.pricePence,
    originalPricePence,
    salePricePence,
    materials: list(draft.materials, 'materials'),
    sizes,
    availableSizes,
    colors: list(draft.colors, 'colors'),
    tags: list(draft.tags, 'tags'),
    features: list(draft.features, 'features'),
    specifications,
    careInstructions: list(draft.careInstructions, 'careInstructions'),
    stock: draft.stock,
    featured: Boolean(draft.featured),
    condition,
    gender,
    caseDiameterMm: optionalWhole(draft.caseDiameterMm, 'caseDiameterMm', PRODUCT_LIMITS.caseDiameterMm, PRODUCT_MESSAGES.caseDiameter),
    caseMaterial: optionalText(draft.caseMaterial, 'caseMaterial', 'Case material', 32),
    dialColor: optionalText(draft.dialColor, 'dialColor', 'Dial colour', 32),
    strapMaterial: optionalText(draft.strapMaterial, 'strapMaterial', 'Strap material', 32),
    movement: optionalText(draft.movement, 'movement', 'Movement', 32),
    waterResistanceM: optionalWhole(draft.waterResistanceM, 'waterResistanceM', PRODUCT_LIMITS.waterResistanceM, PRODUCT_MESSAGES.waterResistance),
    complications: list(draft.complications, 'complications'),
    boxAndPapers: Boolean(draft.boxAndPapers),
    limitedEdition: Boolean(draft.limitedEdition),
    fabric: optionalText(draft.fabric, 'fabric', 'Fabric', 100),
    season: optionalText(draft.season, 'season', 'Season', 16),
    style: optionalText(draft.style, 'style', 'Style', 16),
    fit: optionalText(draft.fit, 'fit', 'Fit', 16),
    countryOfOrigin: optionalText(draft.countryOfOrigin, 'countryOfOrigin', 'Country of origin', 60),
  };
}

/** The sale price for "on sale by N%": whole pence, rounded, always at least 1p below the price. */
export function salePriceFor(pricePence: number, percent: number): number {
  if (!isWhole(percent) || percent < PRODUCT_LIMITS.saleMinPercent || percent > PRODUCT_LIMITS.saleMaxPercent) {
    throw invalid('percent', PRODUCT_MESSAGES.salePercent);
  }
  return Math.max(1, Math.min(pricePence - 1, Math.round((pricePence * (100 - percent)) / 100)));
}

export function checkSelection(ids: number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length < 1 || unique.length > PRODUCT_LIMITS.maxBulk || unique.some((id) => !isWhole(id) || id <= 0)) throw invalid('ids', PRODUCT_MESSAGES.selection);
  return unique;
}

export function checkRestock(quantity: number): number {
  if (!isWhole(quantity) || quantity < 1 || quantity > PRODUCT_LIMITS.maxRestock) throw invalid('quantity', PRODUCT_MESSAGES.restockQuantity);
  return quantity;
}
