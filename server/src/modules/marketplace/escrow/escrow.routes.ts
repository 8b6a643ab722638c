import { type NextFunction, type Request, type Response, Router } from 'express';
import { requireUser } from '../../../common/auth';
import { AppError } from '../../../common/errors';
import { receivedFiles, receiveUpload } from '../../../common/uploads/receive-upload';
import { accountUploadAllowance } from '../../../http/upload-allowance';
import { rejectNulCharacters } from '../../../http/reject-nul';
import type { FileStore } from '../../../common/files/file-store';
import { sendStoredFile } from '../../../common/files/send-stored-file';
import { MARKETPLACE_FOLDERS } from '../marketplace-files';
import { requestContext } from '../../../http/request-context';
import { toOrderView } from './escrow.mapper';
import { DISPUTE_MESSAGES, DISPUTE_RULES } from '@aurum/rules/marketplace/dispute-rules';
import { ESCROW_SERVICE_MESSAGES } from './escrow.service';
import { parseOrderId } from './escrow-ids';

/** Dispute photos, read while they stream (common/uploads): 10 MB each, within the account's daily upload budget. */
const parseUpload = receiveUpload({
  files: DISPUTE_RULES.photosMax,
  fileBytes: DISPUTE_RULES.photoMaxBytes,
  totalBytes: DISPUTE_RULES.photosMax * DISPUTE_RULES.photoMaxBytes,
  fields: 5,
  fieldBytes: 8 * 1024,
  messages: { fileTooLarge: DISPUTE_MESSAGES.photoSize, tooManyFiles: ESCROW_SERVICE_MESSAGES.disputePhotos, unreadable: 'The form could not be read.' },
  allowance: accountUploadAllowance,
});

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
export function escrowRoutes(store: FileStore): Router {
  const router = Router();
  router.post('/marketplace/orders/:id/dispute', signedIn, parseUpload, rejectNulCharacters, async (req, res) => {
    const context = requestContext(req);
    const reason = typeof req.body?.reason === 'string' ? req.body.reason : '';
    const photos = receivedFiles(req).map((file) => ({ originalName: file.originalName, bytes: file.bytes }));
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
    await sendStoredFile(req, res, next, store, `${MARKETPLACE_FOLDERS.disputes}/${photo.storedName}`, ESCROW_SERVICE_MESSAGES.photoNotFound);
  });
  return router;
}
