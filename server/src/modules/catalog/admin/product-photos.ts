import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { detectAttachmentType } from '../../../common/file-content';
import { PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from '../../media/product-image.service';
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

/** Where staff uploads live, outside the web root; served by name under /images/uploads/products/. */
export const productPhotoDir = (dataDir: string) => path.join(dataDir, 'uploads', 'products');

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
 * Writes uploads as square WebP files at every width the image route serves
 * (re-encoding drops metadata such as a GPS position); removes what it wrote
 * when asked, e.g. because the database change failed.
 */
export class ProductPhotoWriter {
  private readonly written: string[] = [];

  constructor(private readonly dir: string) {}

  async store(bytes: Buffer): Promise<string> {
    const name = randomUUID();
    let largest: Buffer;
    try {
      largest = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: 1200, height: 1200, fit: 'cover' }).webp({ quality: 84 }).toBuffer();
    } catch {
      throw invalid('images', PRODUCT_PHOTO_MESSAGES.unreadable);
    }
    await mkdir(this.dir, { recursive: true });
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const sized = width === 1200 ? largest : await sharp(largest).resize({ width, height: width }).webp({ quality: 82 }).toBuffer();
      const target = path.join(this.dir, productPhotoFile(name, width));
      await writeFile(target, sized, { flag: 'wx' });
      this.written.push(target);
    }
    return name;
  }

  async removeAll(): Promise<void> {
    await Promise.all(this.written.map((file) => rm(file, { force: true })));
  }
}
