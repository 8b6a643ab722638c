/** The server's rules for staff pictures (server/src/modules/catalog/admin/product-photos.ts), checked before sending. */
export const PRODUCT_PHOTOS = { min: 1, max: 4 } as const;
export const MAX_PRODUCT_PHOTO_BYTES = 10 * 1024 * 1024;
export const PRODUCT_PHOTO_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export const PRODUCT_PHOTO_MESSAGES = {
  count: `Upload from ${PRODUCT_PHOTOS.min} to ${PRODUCT_PHOTOS.max} images: the first is the main picture`,
  type: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
  size: 'Each image must be at most 10 MB',
} as const;

const ACCEPTED = new Set(PRODUCT_PHOTO_ACCEPT.split(','));

/** The first rule the chosen files break, in the server's words; the server judges the bytes again. */
export function productPhotosError(files: readonly Pick<File, 'type' | 'size'>[]): string | undefined {
  if (files.length < PRODUCT_PHOTOS.min || files.length > PRODUCT_PHOTOS.max) return PRODUCT_PHOTO_MESSAGES.count;
  if (files.some((file) => !ACCEPTED.has(file.type))) return PRODUCT_PHOTO_MESSAGES.type;
  if (files.some((file) => file.size > MAX_PRODUCT_PHOTO_BYTES)) return PRODUCT_PHOTO_MESSAGES.size;
  return undefined;
}

/** The generated art lives under the product's SKU; staff uploads do not. */
export const usesGeneratedArt = (sku: string, imageUrl: string) => imageUrl === `/images/products/${sku}/0.webp`;
