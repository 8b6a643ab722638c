import { Router, type NextFunction, type Request, type Response } from 'express';
import type { ProductArtInput } from '../../media-art/product-art.js';
import {
  DEFAULT_PRODUCT_IMAGE_WIDTH,
  PRODUCT_IMAGE_WIDTHS,
  createProductImageService,
  isProductImageWidth,
  type ProductImageFormat,
  type ProductImageService,
} from './product-image.service.js';

export interface ProductImageRouterOptions {
  findArt: (sku: string) => Promise<ProductArtInput | null>;
  cacheDir: string;
  /** Use an existing service (e.g. shared with other code) instead of creating one. */
  service?: ProductImageService;
  /** Told about unexpected failures; the client only ever sees a generic JSON error. */
  onError?: (error: unknown) => void;
}

const MAX_SKU_LENGTH = 64;
const FILE_PATTERN = /^(\d{1,3})\.(webp|svg)$/;

function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ error: { code, message } });
}

const notFound = (res: Response): void => sendError(res, 404, 'NOT_FOUND', 'Image not found');
const badRequest = (res: Response, message: string): void => sendError(res, 400, 'BAD_REQUEST', message);

/** RFC 9110 If-None-Match: a list of (possibly weak) entity tags, or "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * GET /images/products/:sku/:file where file is "{view}.webp" or
 * "{view}.svg" and the optional query `w` picks the width. Images are
 * immutable: their ETag (and cache key) changes whenever the product's
 * attributes or the artwork change.
 */
export function createProductImageRouter(opts: ProductImageRouterOptions): Router {
  const service = opts.service ?? createProductImageService({ findArt: opts.findArt, cacheDir: opts.cacheDir });
  const onError = opts.onError ?? ((error: unknown): void => console.error('[media] product image failed', error));
  const router = Router();

  router.get('/images/products/:sku/:file', async (req: Request, res: Response) => {
    try {
      const sku = String(req.params.sku);
      const match = FILE_PATTERN.exec(String(req.params.file));
      if (!match) {
        badRequest(res, 'file must be "{view}.webp" or "{view}.svg", e.g. 0.webp');
        return;
      }
      let width: number = DEFAULT_PRODUCT_IMAGE_WIDTH;
      const w = req.query.w;
      if (w !== undefined) {
        const parsed = typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : NaN;
        if (!isProductImageWidth(parsed)) {
          badRequest(res, `w must be one of ${PRODUCT_IMAGE_WIDTHS.join(', ')}`);
          return;
        }
        width = parsed;
      }
      if (sku.length === 0 || sku.length > MAX_SKU_LENGTH) {
        notFound(res);
        return;
      }
      const image = await service.resolve(sku, Number(match[1]), width, match[2] as ProductImageFormat);
      if (!image) {
        notFound(res);
        return;
      }
      res.set({
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: image.etag,
        'X-Content-Type-Options': 'nosniff',
      });
      if (matchesEtag(req.get('If-None-Match'), image.etag)) {
        res.status(304).end();
        return;
      }
      const body = await image.load();
      res.set('Content-Type', image.contentType);
      // Generated SVG has no scripts; this keeps it inert if opened directly.
      if (match[2] === 'svg') res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.status(200).send(body);
    } catch (error) {
      onError(error);
      if (!res.headersSent) sendError(res, 500, 'INTERNAL', 'Image could not be produced');
    }
  });

  // Errors raised while matching this path (e.g. a malformed %-escape in the
  // SKU) are client errors: answer them as JSON rather than with the default
  // HTML page. Scoped to the image path so other routes' errors pass through.
  router.use('/images/products', (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      badRequest(res, 'Malformed image URL');
      return;
    }
    onError(error);
    sendError(res, 500, 'INTERNAL', 'Image could not be produced');
  });

  return router;
}
