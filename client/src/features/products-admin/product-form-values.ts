import { PRODUCT_LIMITS, PRODUCT_MESSAGES } from '@aurum/rules/catalog/product-rules';
import type { AdminProductFieldsFragment, ProductCategory, ProductInput } from '../../gql/graphql';
import { penceToPounds, poundsToPence } from './money-input';

/** What the form edits: text as typed, money in pounds, lists comma- or line-separated. */
export interface ProductFormValues {
  name: string;
  brand: string;
  model: string;
  sku: string;
  reference: string;
  description: string;
  detailedDescription: string;
  category: ProductCategory;
  price: string;
  originalPrice: string;
  salePrice: string;
  stock: string;
  featured: boolean;
  condition: string;
  gender: string;
  materials: string;
  colors: string;
  tags: string;
  sizes: string;
  availableSizes: string;
  features: string;
  careInstructions: string;
  specifications: string;
  caseDiameterMm: string;
  caseMaterial: string;
  dialColor: string;
  strapMaterial: string;
  movement: string;
  waterResistanceM: string;
  complications: string;
  boxAndPapers: boolean;
  limitedEdition: boolean;
  fabric: string;
  season: string;
  style: string;
  fit: string;
  countryOfOrigin: string;
}

/** The server's words (PRODUCT_MESSAGES), and the form's own for what it cannot parse. */
export const FORM_MESSAGES = {
  name: PRODUCT_MESSAGES.nameRequired,
  brand: PRODUCT_MESSAGES.brandRequired,
  sku: PRODUCT_MESSAGES.skuRequired,
  description: PRODUCT_MESSAGES.descriptionRequired,
  price: PRODUCT_MESSAGES.pricePositive,
  amount: 'Enter an amount in pounds, e.g. 1250 or 1250.50',
  saleBelow: PRODUCT_MESSAGES.saleBelowPrice,
  stock: PRODUCT_MESSAGES.stockRange,
  availableSizes: PRODUCT_MESSAGES.availableSizes,
  whole: 'Enter a whole number',
};

const commaList = (text: string) => text.split(',').map((part) => part.trim()).filter(Boolean);
const lineList = (text: string) => text.split('\n').map((part) => part.trim()).filter(Boolean);
const optional = (text: string) => text.trim() || null;
const wholeOrNull = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '', brand: '', model: '', sku: '', reference: '', description: '', detailedDescription: '', category: 'WATCHES',
  price: '', originalPrice: '', salePrice: '', stock: '0', featured: false, condition: 'New', gender: '',
  materials: '', colors: '', tags: '', sizes: '', availableSizes: '', features: '', careInstructions: '', specifications: '',
  caseDiameterMm: '', caseMaterial: '', dialColor: '', strapMaterial: '', movement: '', waterResistanceM: '', complications: '',
  boxAndPapers: false, limitedEdition: false, fabric: '', season: '', style: '', fit: '', countryOfOrigin: '',
};

export function toFormValues({ product }: AdminProductFieldsFragment): ProductFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const number = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    name: product.name, brand: product.brand, model: text(product.model), sku: product.sku, reference: text(product.reference),
    description: product.description, detailedDescription: text(product.detailedDescription), category: product.category,
    price: penceToPounds(product.price.amount), originalPrice: penceToPounds(product.originalPrice?.amount), salePrice: penceToPounds(product.salePrice?.amount),
    stock: String(product.stock), featured: product.featured, condition: product.condition, gender: text(product.gender),
    materials: product.materials.join(', '), colors: product.colors.join(', '), tags: product.tags.join(', '),
    sizes: product.sizes.join(', '), availableSizes: product.availableSizes.join(', '),
    features: product.features.join('\n'), careInstructions: product.careInstructions.join('\n'),
    specifications: product.specifications.map((line) => `${line.name}: ${line.value}`).join('\n'),
    caseDiameterMm: number(product.caseDiameterMm), caseMaterial: text(product.caseMaterial), dialColor: text(product.dialColor),
    strapMaterial: text(product.strapMaterial), movement: text(product.movement), waterResistanceM: number(product.waterResistanceM),
    complications: product.complications.join(', '), boxAndPapers: product.boxAndPapers, limitedEdition: product.limitedEdition,
    fabric: text(product.fabric), season: text(product.season), style: text(product.style), fit: text(product.fit), countryOfOrigin: text(product.countryOfOrigin),
  };
}

export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    name: values.name, brand: values.brand, model: optional(values.model), sku: values.sku, reference: optional(values.reference),
    description: values.description, detailedDescription: optional(values.detailedDescription), category: values.category,
    pricePence: poundsToPence(values.price) ?? 0, originalPricePence: poundsToPence(values.originalPrice), salePricePence: poundsToPence(values.salePrice),
    stock: Number(values.stock), featured: values.featured, condition: values.condition, gender: optional(values.gender),
    materials: commaList(values.materials), colors: commaList(values.colors), tags: commaList(values.tags),
    sizes: commaList(values.sizes), availableSizes: commaList(values.availableSizes),
    features: lineList(values.features), careInstructions: lineList(values.careInstructions),
    specifications: lineList(values.specifications).map((line) => {
      const at = line.indexOf(':');
      return at < 0 ? { name: line, value: '' } : { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    }),
    caseDiameterMm: wholeOrNull(values.caseDiameterMm), caseMaterial: optional(values.caseMaterial), dialColor: optional(values.dialColor),
    strapMaterial: optional(values.strapMaterial), movement: optional(values.movement), waterResistanceM: wholeOrNull(values.waterResistanceM),
    complications: commaList(values.complications), boxAndPapers: values.boxAndPapers, limitedEdition: values.limitedEdition,
    fabric: optional(values.fabric), season: optional(values.season), style: optional(values.style), fit: optional(values.fit), countryOfOrigin: optional(values.countryOfOrigin),
  };
}

/** The checks the form makes before sending; the server makes them (and more) again. */
export function validateProductForm(values: ProductFormValues): Partial<Record<keyof ProductFormValues, string>> {
  const errors: Partial<Record<keyof ProductFormValues, string>> = {};
  for (const key of ['name', 'brand', 'sku', 'description'] as const) if (!values[key]?.trim()) errors[key] = FORM_MESSAGES[key];
  const price = poundsToPence(values.price);
  if (price === null || price === 0) errors.price = FORM_MESSAGES.price;
  else if (Number.isNaN(price)) errors.price = FORM_MESSAGES.amount;
  const sale = poundsToPence(values.salePrice);
  if (sale !== null && Number.isNaN(sale)) errors.salePrice = FORM_MESSAGES.amount;
  else if (sale !== null && price !== null && !Number.isNaN(price) && sale >= price) errors.salePrice = FORM_MESSAGES.saleBelow;
  if (Number.isNaN(poundsToPence(values.originalPrice))) errors.originalPrice = FORM_MESSAGES.amount;
  if (!/^\d+$/.test(values.stock?.trim() ?? '') || Number(values.stock) > PRODUCT_LIMITS.maxStock) errors.stock = FORM_MESSAGES.stock;
  const sizes = commaList(values.sizes ?? '');
  if (commaList(values.availableSizes ?? '').some((size) => !sizes.includes(size))) errors.availableSizes = FORM_MESSAGES.availableSizes;
  if (Number.isNaN(wholeOrNull(values.caseDiameterMm ?? ''))) errors.caseDiameterMm = FORM_MESSAGES.whole;
  if (Number.isNaN(wholeOrNull(values.waterResistanceM ?? ''))) errors.waterResistanceM = FORM_MESSAGES.whole;
  return errors;
}

/** The server names the input field it refused; the form shows it under its own field. */
export const SERVER_FIELD: Record<string, keyof ProductFormValues> = {
  pricePence: 'price',
  salePricePence: 'salePrice',
  originalPricePence: 'originalPrice',
};
