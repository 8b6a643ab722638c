/** A product's pictures: the main image and up to three gallery views, like the generated art. */
export const PRODUCT_PHOTOS = { min: 1, max: 4 } as const;
export const MAX_PRODUCT_PHOTO_BYTES = 10 * 1024 * 1024;
/** What the file picker offers; the server judges the bytes, not the declared type. */
export const PRODUCT_PHOTO_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export const PRODUCT_PHOTO_MESSAGES = {
  count: `Upload from ${PRODUCT_PHOTOS.min} to ${PRODUCT_PHOTOS.max} images: the first is the main picture`,
  type: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
  unreadable: 'One of the images could not be read: please export it again',
  size: 'Each image must be at most 10 MB',
} as const;

const ACCEPTED = new Set(PRODUCT_PHOTO_ACCEPT.split(','));

/** The first rule the chosen files break, as the browser sees them (count, declared type, size); the server judges the bytes again. */
export function productPhotosError(files: readonly { type: string; size: number }[]): string | undefined {
  if (files.length < PRODUCT_PHOTOS.min || files.length > PRODUCT_PHOTOS.max) return PRODUCT_PHOTO_MESSAGES.count;
  if (files.some((file) => !ACCEPTED.has(file.type))) return PRODUCT_PHOTO_MESSAGES.type;
  if (files.some((file) => file.size > MAX_PRODUCT_PHOTO_BYTES)) return PRODUCT_PHOTO_MESSAGES.size;
  return undefined;
}
