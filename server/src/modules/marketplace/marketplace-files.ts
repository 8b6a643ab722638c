import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Where marketplace files live, outside the web root: identity documents, proof photos, listing photos, dispute photos. */
export function marketplaceDirs(dataDir: string) {
  const root = path.join(dataDir, 'uploads', 'marketplace');
  return { documents: path.join(root, 'documents'), proofs: path.join(root, 'proofs'), photos: path.join(root, 'photos'), disputes: path.join(root, 'disputes') };
}
export type MarketplaceDirs = ReturnType<typeof marketplaceDirs>;

export const PHOTO_WIDTHS = { large: 1200, thumb: 480 } as const;
export type PhotoSize = keyof typeof PHOTO_WIDTHS;

export const photoFile = (storedName: string, size: PhotoSize) => `${storedName}-${size}.webp`;

/** Files written during one operation; removed again when the database change fails. */
export class WrittenFiles {
  private readonly paths: string[] = [];

  async write(dir: string, name: string, bytes: Buffer): Promise<void> {
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, name);
    await writeFile(target, bytes, { flag: 'wx' });
    this.paths.push(target);
  }

  /** An upload as the one upload check left it (common/uploads/judge-upload: images re-encoded, PDFs as sent), under a generated name with the detected extension. */
  async keep(dir: string, bytes: Buffer, extension: string): Promise<string> {
    const name = `${randomUUID()}.${extension}`;
    await this.write(dir, name, bytes);
    return name;
  }

  /**
   * A photo re-encoded as a square WebP in two sizes, centred (metadata such
   * as GPS position is dropped by re-encoding); returns the stored base name.
   * Throws on bytes sharp cannot decode.
   */
  async photo(dir: string, bytes: Buffer): Promise<string> {
    const name = randomUUID();
    // Decoded once: the thumbnail is made from the large copy, not from the upload again.
    const large = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: PHOTO_WIDTHS.large, height: PHOTO_WIDTHS.large, fit: 'cover' }).webp({ quality: 82 }).toBuffer();
    const thumb = await sharp(large).resize({ width: PHOTO_WIDTHS.thumb, height: PHOTO_WIDTHS.thumb }).webp({ quality: 80 }).toBuffer();
    await this.write(dir, photoFile(name, 'large'), large);
    await this.write(dir, photoFile(name, 'thumb'), thumb);
    return name;
  }

  async removeAll(): Promise<void> {
    await Promise.all(this.paths.map((file) => rm(file, { force: true })));
  }
}
