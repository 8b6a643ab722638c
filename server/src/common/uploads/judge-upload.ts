import sharp from 'sharp';
import { type DetectedType, detectAttachmentType } from '../file-content';

/** What may be kept of an upload: the bytes to store and what they are. */
export interface JudgedUpload extends DetectedType {
  bytes: Buffer;
}

export type UploadFamily = 'image' | 'pdf' | 'word';

const familyOf = (type: DetectedType): UploadFamily =>
  type.contentType.startsWith('image/') ? 'image' : type.contentType === 'application/pdf' ? 'pdf' : 'word';

/** Larger pictures are refused rather than decoded (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An image decoded and written again by sharp, in its own format: EXIF
 * orientation applied, then every piece of metadata (EXIF with GPS position,
 * ICC, XMP, comments) and anything after the picture's data dropped. What is
 * stored is only ever what sharp wrote. Null when sharp cannot decode it (say,
 * HTML behind a JPEG signature).
 */
export async function reencodeImage(bytes: Buffer, type: DetectedType): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    switch (type.extension) {
      case 'jpg':
        return await image.jpeg({ quality: 90 }).toBuffer();
      case 'png':
        return await image.png().toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
      default:
        return await image.webp({ quality: 90 }).toBuffer();
    }
  } catch {
    return null;
  }
}

/**
 * The one upload check: what a file is comes from its bytes (never its name
 * or declared type); images are re-encoded by sharp and only sharp's output is
 * kept; PDF, DOC and DOCX keep their signature checks and are stored as sent.
 * Null when the file is not of an accepted family or does not decode.
 */
export async function judgeUpload(bytes: Buffer, accepted: readonly UploadFamily[]): Promise<JudgedUpload | null> {
  const type = detectAttachmentType(bytes);
  if (!type || !accepted.includes(familyOf(type))) return null;
  if (familyOf(type) !== 'image') return { ...type, bytes };
  const reencoded = await reencodeImage(bytes, type);
  return reencoded ? { ...type, bytes: reencoded } : null;
}
