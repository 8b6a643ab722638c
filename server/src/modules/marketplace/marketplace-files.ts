import { randomUUID } from 'node:crypto';
import type { StagedFiles } from '../../common/files/staged-files';
import { stageSquareWebp } from '../../common/uploads/square-webp';

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

const SIZE_OF_WIDTH = new Map<number, PhotoSize>([[PHOTO_WIDTHS.large, 'large'], [PHOTO_WIDTHS.thumb, 'thumb']]);

/**
 * A photo re-encoded as a square WebP in two sizes (common/uploads/square-webp.ts), staged under one
 * generated base name, which it returns. Throws UnreadableImageError on bytes that cannot be decoded.
 */
export async function stagePhoto(files: StagedFiles, folder: string, bytes: Buffer, name: string = randomUUID()): Promise<string> {
  await stageSquareWebp(files, folder, bytes, {
    widths: [PHOTO_WIDTHS.large, PHOTO_WIDTHS.thumb],
    fileName: (width) => photoFile(name, SIZE_OF_WIDTH.get(width)!),
    quality: { largest: 82, smaller: 80 },
  });
  return name;
}
