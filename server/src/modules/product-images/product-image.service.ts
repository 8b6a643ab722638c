import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CANVAS } from '../../media-art/art-kit.js';
import { PRODUCT_ART_VERSION, isProductImageView, renderProductSvg, type ProductArtInput } from '../../media-art/product-art.js';

export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960, 1200] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];
export const DEFAULT_PRODUCT_IMAGE_WIDTH: ProductImageWidth = 640;
export type ProductImageFormat = 'webp' | 'svg';

const WEBP_QUALITY = 80;
const CONTENT_TYPES: Record<ProductImageFormat, string> = { webp: 'image/webp', svg: 'image/svg+xml' };

export function isProductImageWidth(width: number): width is ProductImageWidth {
  return (PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width);
}

export interface ProductImage {
  body: Buffer;
  contentType: string;
  /** Strong validator, quoted as sent in the ETag header. */
  etag: string;
}

/** An image that exists, before its bytes are read or rendered. */
export interface ResolvedProductImage {
  contentType: string;
  etag: string;
  load(): Promise<Buffer>;
}

export interface ProductImageServiceOptions {
  findArt: (sku: string) => Promise<ProductArtInput | null>;
  cacheDir: string;
  /** Told about disk-cache failures, which are otherwise ignored (the cache is only an optimisation). */
  onCacheError?: (error: unknown) => void;
}

export interface ProductImageService {
  /** Resolves the ETag without rendering, so conditional requests stay cheap. */
  resolve(sku: string, view: number, width: number, format: ProductImageFormat): Promise<ResolvedProductImage | null>;
  getImage(sku: string, view: number, width: number, format: ProductImageFormat): Promise<ProductImage | null>;
}

/**
 * Hash of everything the picture depends on. Fields are listed explicitly so
 * that property order or unrelated columns cannot change it.
 */
function fingerprint(art: ProductArtInput): string {
  const canonical = [
    PRODUCT_ART_VERSION,
    art.sku,
    art.name,
    art.brand,
    art.category,
    art.colors,
    art.materials,
    art.caseMaterial ?? null,
    art.dialColor ?? null,
    art.strapMaterial ?? null,
    art.caseDiameterMm ?? null,
    art.movement ?? null,
    art.waterResistanceM ?? null,
    art.complications,
    art.style ?? null,
    art.fabric ?? null,
    art.gender ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 22);
}

/** File-system safe stem; the fingerprint (which covers the raw SKU) keeps names unique. */
const safeStem = (sku: string): string => sku.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || '_';

async function render(art: ProductArtInput, view: number, width: number, format: ProductImageFormat): Promise<Buffer> {
  const svg = renderProductSvg(art, view);
  if (format === 'svg') {
    return Buffer.from(svg.replace(`width="${CANVAS}" height="${CANVAS}"`, `width="${width}" height="${width}"`), 'utf8');
  }
  // Rasterise at the target size (density scales the 1200-unit viewBox)
  // rather than at 1200 px and then downscaling: several times faster.
  return sharp(Buffer.from(svg), { density: (72 * width) / CANVAS })
    .resize(width, width)
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

export function createProductImageService(options: ProductImageServiceOptions): ProductImageService {
  const { findArt, cacheDir } = options;
  const onCacheError = options.onCacheError ?? ((): void => undefined);
  // Concurrent requests for the same picture share one render.
  const inFlight = new Map<string, Promise<Buffer>>();
  let dirReady: Promise<unknown> | null = null;

  async function writeCache(file: string, body: Buffer): Promise<void> {
    // Write-then-rename: another process sharing the directory never sees
    // a half-written file, and concurrent writers simply replace each other.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      dirReady ??= mkdir(cacheDir, { recursive: true });
      await dirReady;
      await writeFile(tmp, body);
      await rename(tmp, file);
    } catch (error) {
      dirReady = null;
      onCacheError(error);
      await unlink(tmp).catch(() => undefined);
    }
  }

  async function load(art: ProductArtInput, view: number, width: number, format: ProductImageFormat, file: string): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onCacheError(error);
    }
    const pending = inFlight.get(file);
    if (pending) return pending;
    const job = (async () => {
      const body = await render(art, view, width, format);
      await writeCache(file, body);
      return body;
    })();
    inFlight.set(file, job);
    try {
      return await job;
    } finally {
      inFlight.delete(file);
    }
  }

  async function resolve(sku: string, view: number, width: number, format: ProductImageFormat): Promise<ResolvedProductImage | null> {
    if (!isProductImageWidth(width)) throw new RangeError(`width must be one of ${PRODUCT_IMAGE_WIDTHS.join(', ')}`);
    if (format !== 'webp' && format !== 'svg') throw new RangeError('format must be webp or svg');
    if (!isProductImageView(view)) return null;
    const art = await findArt(sku);
    if (!art) return null;
    const print = fingerprint(art);
    const file = path.join(cacheDir, `${safeStem(sku)}-${print}-v${view}-w${width}.${format}`);
    return {
      contentType: CONTENT_TYPES[format],
      etag: `"${print}-${view}-${width}-${format}"`,
      load: () => load(art, view, width, format, file),
    };
  }

  return {
    resolve,
    async getImage(sku, view, width, format) {
      const image = await resolve(sku, view, width, format);
      if (!image) return null;
      return { body: await image.load(), contentType: image.contentType, etag: image.etag };
    },
  };
}
