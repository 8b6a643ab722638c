/** The generated art's addresses for a SKU (served by `product-image.routes.ts`): the main picture and three gallery views. */
export function imageUrlsFor(sku: string): { imageUrl: string; galleryImages: string[] } {
  const base = `/images/products/${sku}/`;
  return { imageUrl: `${base}0.webp`, galleryImages: [`${base}1.webp`, `${base}2.webp`, `${base}3.webp`] };
}
