import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { StagedFiles } from '../../common/files/staged-files';

/** Where marketplace files live in the file store (`common/files`): identity documents, proof photos, listing photos, dispute photos. */
export const MARKETPLACE_FOLDERS = {
  documents: 'marketplace/documents',
  proofs: 'marketplace/proofs',
  photos: 'marketplace/photos',
  disputes: 'marketplace/disputes',
} as const;

export const PHOTO_WIDTHS = { large: 1200, thumb: 480 } as const;
export type PhotoSize = keyof typeof PHOTO_WIDTHS;

export const photoFile = (storedName: string, size: PhotoSize) => `${storedName}-${size}.webp`;

/**
 * A photo re-encoded as a square WebP in two sizes, centred (metadata such as
 * GPS position is dropped by re-encoding), staged under one generated base
 * name, which it returns. Throws on bytes sharp cannot decode.
 */
export async function stagePhoto(files: StagedFiles, folder: string, bytes: Buffer, name: string = randomUUID()): Promise<string> {
  // Decoded once: the thumbnail is made from the large copy, not from the upload again.
  const large = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: PHOTO_WIDTHS.large, height: PHOTO_WIDTHS.large, fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  const thumb = await sharp(large).resize({ width: PHOTO_WIDTHS.thumb, height: PHOTO_WIDTHS.thumb }).webp({ quality: 80 }).toBuffer();
  await files.put(folder, photoFile(name, 'large'), large, 'image/webp');
  await files.put(folder, photoFile(name, 'thumb'), thumb, 'image/webp');
  return name;
}
