/** The generated art lives under the product's SKU; staff uploads do not. */
export const usesGeneratedArt = (sku: string, imageUrl: string) => imageUrl === `/images/products/${sku}/0.webp`;
