import { randomUUID } from 'node:crypto';
import { detectAttachmentType } from '../../../common/file-content';
import type { StagedFiles } from '../../../common/files/staged-files';
import { stageSquareWebp, UnreadableImageError } from '../../../common/uploads/square-webp';
import { PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from '../../product-images/product-image.service';
import { invalid } from './product-rules';

/** A product's pictures: the main image and up to three gallery views, like the generated art. */
export const PRODUCT_PHOTOS = { min: 1, max: 4 } as const;
export const MAX_PRODUCT_PHOTO_BYTES = 10 * 1024 * 1024;

export const PRODUCT_PHOTO_MESSAGES = {
  count: `Upload from ${PRODUCT_PHOTOS.min} to ${PRODUCT_PHOTOS.max} images: the first is the main picture`,
  type: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
  unreadable: 'One of the images could not be read: please export it again',
  size: 'Each image must be at most 10 MB',
} as const;

/** Where staff pictures live in the file store (`common/files`); served by name under /images/uploads/products/. */
export const PRODUCT_PHOTO_FOLDER = 'products';

/** The URL the shop stores: the width comes as `?w=`, as for the generated art. */
export const productPhotoUrl = (name: string) => `/images/uploads/products/${name}.webp`;

/** The file kept for one width of a stored photo. */
export const productPhotoFile = (name: string, width: ProductImageWidth) => `${name}-${width}.webp`;

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Judges every upload by its bytes before anything is written; the first failure names the problem. */
export function checkProductPhotos(files: Buffer[]): void {
  if (files.length < PRODUCT_PHOTOS.min || files.length > PRODUCT_PHOTOS.max) throw invalid('images', PRODUCT_PHOTO_MESSAGES.count);
  for (const bytes of files) {
    if (bytes.length > MAX_PRODUCT_PHOTO_BYTES) throw invalid('images', PRODUCT_PHOTO_MESSAGES.size);
    const type = detectAttachmentType(bytes);
    if (!type || !IMAGE_TYPES.has(type.contentType)) throw invalid('images', PRODUCT_PHOTO_MESSAGES.type);
  }
}

/**
 * Stages one upload as square WebP files at every width the image route serves
 * (common/uploads/square-webp.ts); returns its generated name.
 */
export async function stageProductPhoto(files: StagedFiles, bytes: Buffer): Promise<string> {
  const name = randomUUID();
  try {
    await stageSquareWebp(files, PRODUCT_PHOTO_FOLDER, bytes, {
      widths: [...PRODUCT_IMAGE_WIDTHS].reverse(),
      fileName: (width) => productPhotoFile(name, width as ProductImageWidth),
      quality: { largest: 84, smaller: 82 },
    });
  } catch (error) {
    if (error instanceof UnreadableImageError) throw invalid('images', PRODUCT_PHOTO_MESSAGES.unreadable);
    throw error;
  }
  return name;
}
