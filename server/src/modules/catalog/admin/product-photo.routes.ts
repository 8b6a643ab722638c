import { type NextFunction, type Request, type Response, Router } from 'express';
import { requireAdmin } from '../../../common/auth';
import { AppError, notFound } from '../../../common/errors';
import type { FileStore } from '../../../common/files/file-store';
import { sendStoredFile } from '../../../common/files/send-stored-file';
import { receivedFiles, receiveUpload } from '../../../common/uploads/receive-upload';
import { requestContext } from '../../../http/request-context';
import { DEFAULT_PRODUCT_IMAGE_WIDTH, isProductImageWidth } from '../../product-images/product-image.service';
import { parseProductId } from '../product-id';
import { ProductAdminService } from './product-admin.service';
import { MAX_PRODUCT_PHOTO_BYTES, PRODUCT_PHOTO_FOLDER, PRODUCT_PHOTO_MESSAGES, PRODUCT_PHOTOS, productPhotoFile } from './product-photos';
import { PRODUCT_MESSAGES } from '@aurum/rules/catalog/product-rules';

/** Staff pictures, read while they stream (common/uploads): 4 of 10 MB in the field `images`; staff tools have no daily budget. */
const parseUpload = receiveUpload({
  files: PRODUCT_PHOTOS.max,
  fileBytes: MAX_PRODUCT_PHOTO_BYTES,
  totalBytes: PRODUCT_PHOTOS.max * MAX_PRODUCT_PHOTO_BYTES,
  fileFields: /^images$/,
  fields: 5,
  messages: { fileTooLarge: PRODUCT_PHOTO_MESSAGES.size, tooManyFiles: PRODUCT_PHOTO_MESSAGES.count, wrongField: PRODUCT_PHOTO_MESSAGES.count, unreadable: 'The form could not be read.' },
});

/** Staff only, checked before the body is read, so nobody else can make the server buffer uploads. */
function staffOnly(req: Request, _res: Response, next: NextFunction) {
  requireAdmin(requestContext(req));
  next();
}

function productId(req: Request): number {
  const id = parseProductId(String(req.params.id));
  if (id === null) throw notFound(PRODUCT_MESSAGES.notFound);
  return id;
}

async function imagesOf(service: ProductAdminService, id: number) {
  const { row } = await service.find(id);
  return { imageUrl: row.imageUrl, galleryImages: row.galleryImages };
}

/**
 * POST /api/admin/products/{id}/images (multipart, field `images`, 1–4 files):
 * staff pictures replace the product's art. DELETE puts the generated art back.
 */
export function productPhotoRoutes(store: FileStore): Router {
  const router = Router();
  router.post('/admin/products/:id/images', staffOnly, parseUpload, async (req, res) => {
    const context = requestContext(req);
    const service = new ProductAdminService(context.services.em);
    const id = productId(req);
    const files = receivedFiles(req).map((file) => file.bytes);
    await service.replaceImages(id, files, store, requireAdmin(context));
    res.json(await imagesOf(service, id));
  });
  router.delete('/admin/products/:id/images', staffOnly, async (req, res) => {
    const context = requestContext(req);
    const service = new ProductAdminService(context.services.em);
    const id = productId(req);
    await service.useGeneratedArt(id, requireAdmin(context));
    res.json(await imagesOf(service, id));
  });
  return router;
}

const UPLOADED_FILE = /^([0-9a-f-]{36})\.webp$/;

/** GET /images/uploads/products/{name}.webp?w=320|640|960|1200: staff pictures, immutable under their generated names. */
export function uploadedProductImageRoutes(store: FileStore): Router {
  const router = Router();
  router.get('/images/uploads/products/:file', async (req, res, next) => {
    const match = UPLOADED_FILE.exec(String(req.params.file));
    if (!match) return next(new AppError('NOT_FOUND', 'Image not found'));
    const w = req.query.w;
    const width = w === undefined ? DEFAULT_PRODUCT_IMAGE_WIDTH : typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : NaN;
    if (!isProductImageWidth(width)) return next(new AppError('BAD_REQUEST', 'w must be one of 320, 640, 960, 1200'));
    res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Type': 'image/webp', 'X-Content-Type-Options': 'nosniff' });
    await sendStoredFile(req, res, next, store, `${PRODUCT_PHOTO_FOLDER}/${productPhotoFile(match[1], width)}`, 'Image not found');
  });
  return router;
}
