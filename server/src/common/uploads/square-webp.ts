import sharp from 'sharp';
import type { StagedFiles } from '../files/staged-files';

/** The largest image an upload may decode to: more is refused before its pixels are allocated. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Bytes that passed the content check but cannot be decoded as an image. */
export class UnreadableImageError extends Error {
  constructor() {
    super('The image cannot be read.');
  }
}

export interface SquareWebpCopies {
  /** The widths to keep, largest first; each copy is square. */
  widths: readonly number[];
  /** The stored file name of the copy of one width. */
  fileName: (width: number) => string;
  /** WebP quality of the largest copy, and of the smaller ones made from it. */
  quality: { largest: number; smaller: number };
}

/**
 * The one re-encode of uploaded photos (products, listings, proofs): square WebP copies, centred and turned
 * upright, staged in `folder` (committed or removed with the caller's work, common/files/staged-files.ts).
 * Re-encoding drops metadata such as a GPS position. The upload is decoded once: the smaller copies are made
 * from the largest. Bytes sharp cannot decode throw UnreadableImageError, before anything is staged.
 */
export async function stageSquareWebp(files: StagedFiles, folder: string, bytes: Buffer, copies: SquareWebpCopies): Promise<void> {
  const [largestWidth, ...smaller] = copies.widths;
  let largest: Buffer;
  try {
    largest = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: largestWidth, height: largestWidth, fit: 'cover' }).webp({ quality: copies.quality.largest }).toBuffer();
  } catch {
    throw new UnreadableImageError();
  }
  await files.put(folder, copies.fileName(largestWidth), largest, 'image/webp');
  for (const width of smaller) {
    const copy = await sharp(largest).resize({ width, height: width }).webp({ quality: copies.quality.smaller }).toBuffer();
    await files.put(folder, copies.fileName(width), copy, 'image/webp');
  }
}
