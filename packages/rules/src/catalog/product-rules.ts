/**
 * What staff may save as a product (storefront.md §3). Every message names the
 * field; the error's `field` extension lets the form put it under that input.
 */
export const PRODUCT_LIMITS = {
  maxPricePence: 1_000_000_000, // £10,000,000
  maxStock: 100_000,
  caseDiameterMm: { min: 20, max: 60 },
  waterResistanceM: { min: 0, max: 12_000 },
  maxListEntries: 30,
  maxListEntryLength: 100,
  saleMinPercent: 1,
  saleMaxPercent: 90,
  maxRestock: 10_000,
  maxBulk: 200,
} as const;

export const CONDITIONS = ['New', 'Excellent', 'Very Good', 'Good', 'Fair'] as const;
export const GENDERS = ['Men', 'Women', 'Unisex'] as const;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Name is required',
  brandRequired: 'Brand is required',
  skuRequired: 'SKU is required',
  skuFormat: 'SKU may use only letters, digits and hyphens (2 to 64)',
  skuTaken: 'That SKU is already used by another product',
  descriptionRequired: 'Description is required',
  pricePositive: 'Price must be more than £0',
  priceTooHigh: 'Price must be at most £10,000,000',
  salePositive: 'Sale price must be more than £0',
  saleBelowPrice: 'Sale price must be below the price',
  originalPositive: 'Original price must be more than £0',
  stockRange: 'Stock must be a whole number from 0 to 100,000',
  availableSizes: 'Available sizes must be among the sizes',
  condition: 'Condition must be New, Excellent, Very Good, Good or Fair',
  gender: 'Gender must be Men, Women or Unisex',
  caseDiameter: 'Case diameter must be a whole number from 20 to 60 mm',
  waterResistance: 'Water resistance must be a whole number from 0 to 12,000 m',
  listEntries: 'Lists may hold at most 30 entries of at most 100 characters each',
  salePercent: 'The reduction must be a whole percentage from 1 to 90',
  restockQuantity: 'Restock by a whole number from 1 to 10,000',
  selection: 'Select from 1 to 200 products',
  notFound: 'Product not found',
} as const;
