import { type NextFunction, type Request, type Response, Router } from 'express';
import multer from 'multer';
import { requireUser } from '../../../common/auth';
import { AppError } from '../../../common/errors';
import { rejectNulCharacters } from '../../../http/reject-nul';
import type { MarketplaceDirs } from '../marketplace-files';
import { sendStored } from '../marketplace.routes';
import { requestContext } from '../../../http/request-context';
import { toOrderView } from './escrow.mapper';
import { DISPUTE_RULES, ESCROW_SERVICE_MESSAGES } from './escrow.service';
import { parseOrderId } from './escrow-ids';

/** Photos stay in memory only while checked by content. */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { files: DISPUTE_RULES.photosMax, fileSize: DISPUTE_RULES.photoMaxBytes, fields: 5, fieldSize: 8 * 1024, parts: 12 },
}).any();

function parseUpload(req: Request, res: Response, next: NextFunction) {
  upload(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return next(new AppError('PAYLOAD_TOO_LARGE', 'Each photo may be at most 10 MB.'));
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_COUNT') return next(new AppError('BAD_USER_INPUT', ESCROW_SERVICE_MESSAGES.disputePhotos));
    next(new AppError('BAD_REQUEST', 'The form could not be read.'));
  });
}

/** Sign-in is checked before the body is read, so visitors cannot make the server buffer uploads. */
function signedIn(req: Request, _res: Response, next: NextFunction) {
  requireUser(requestContext(req));
  next();
}

/**
 * POST /api/marketplace/orders/{id}/dispute (multipart: `reason`, photos in
 * any file fields): the buyer opens a dispute during the inspection period.
 * GET /api/marketplace/orders/{id}/dispute-photos/{n} (n from 1): a dispute
 * photo, for the order's buyer, its seller and staff; never cached by others.
 */
export function escrowRoutes(dirs: MarketplaceDirs): Router {
  const router = Router();
  router.post('/marketplace/orders/:id/dispute', signedIn, parseUpload, rejectNulCharacters, async (req, res) => {
    const context = requestContext(req);
    const reason = typeof req.body?.reason === 'string' ? req.body.reason : '';
    const photos = ((req.files ?? []) as Express.Multer.File[]).map((file) => ({ originalName: file.originalname, bytes: file.buffer }));
    const order = await context.services.marketplace.escrow.dispute(requireUser(context), parseOrderId(String(req.params.id)), reason, photos);
    res.set('Cache-Control', 'no-store').json({ order: toOrderView(order, 'buyer') });
  });
  router.get('/marketplace/orders/:id/dispute-photos/:number', async (req, res, next) => {
    const context = requestContext(req);
    const user = requireUser(context);
    const number = /^[1-9]\d{0,1}$/.test(String(req.params.number)) ? Number(req.params.number) : 0;
    if (!number) throw new AppError('NOT_FOUND', ESCROW_SERVICE_MESSAGES.photoNotFound);
    const photo = await context.services.marketplace.escrow.disputePhoto(user, parseOrderId(String(req.params.id)), number - 1);
    res.set({ 'Cache-Control': 'private, no-store', 'Content-Type': photo.contentType, 'Content-Disposition': 'inline', 'X-Content-Type-Options': 'nosniff' });
    sendStored(res, next, photo.storedName, dirs.disputes, ESCROW_SERVICE_MESSAGES.photoNotFound);
  });
  return router;
}
