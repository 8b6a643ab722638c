import { type NextFunction, type Request, type Response, Router } from 'express';
import multer from 'multer';
import path from 'node:path';
import { requireUser } from '../../common/auth';
import { AppError } from '../../common/errors';
import { rejectNulCharacters } from '../../http/reject-nul';
import { requestContext } from '../../http/request-context';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, SUPPORT_MESSAGES, type TicketFields } from './support-rules';

const ATTACHMENT_FIELD = /^attachment_\d+$/;

/** Files are held in memory only while checked (at most 5 × 10 MB), then written under generated names. */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { files: MAX_ATTACHMENTS, fileSize: MAX_ATTACHMENT_BYTES, fields: 20, fieldSize: 20 * 1024, parts: 30 },
}).any();

/** multer's limit errors as the shop's clear 400/413 messages. */
function parseUpload(req: Request, res: Response, next: NextFunction) {
  upload(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_COUNT') return next(new AppError('BAD_USER_INPUT', SUPPORT_MESSAGES.tooManyFiles));
      if (error.code === 'LIMIT_FILE_SIZE') return next(new AppError('PAYLOAD_TOO_LARGE', 'Each file must be 10 MB or smaller.'));
      return next(new AppError('BAD_REQUEST', 'The ticket form could not be read.'));
    }
    next(new AppError('BAD_REQUEST', 'The ticket form could not be read.'));
  });
}

/** Sign-in is checked before the body is read, so visitors cannot make the server buffer uploads. */
function requireSignedIn(req: Request, _res: Response, next: NextFunction) {
  if (!requestContext(req).user) return next(new AppError('UNAUTHENTICATED', SUPPORT_MESSAGES.signInRequired));
  next();
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** POST /api/support/tickets (§7, multipart) and the attachment download for the ticket's owner and staff. */
export function supportRoutes(dataDir: string): Router {
  const uploadsDir = path.join(dataDir, 'uploads', 'tickets');
  const router = Router();

  router.post('/support/tickets', requireSignedIn, parseUpload, rejectNulCharacters, async (req, res) => {
    const context = requestContext(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    // priority and isVip are deliberately not read: the server decides them from the category and the account.
    const fields: TicketFields = {
      name: text(body.name),
      email: text(body.email),
      phone: text(body.phone),
      subject: text(body.subject),
      message: text(body.message),
      category: text(body.category),
    };
    const files = ((req.files ?? []) as Express.Multer.File[]);
    if (files.some((file) => !ATTACHMENT_FIELD.test(file.fieldname))) throw new AppError('BAD_REQUEST', 'Attachments must be sent as attachment_0 … attachment_4.');
    const ticket = await context.services.support.create(
      context.user,
      fields,
      files.map((file) => ({ originalName: file.originalname, bytes: file.buffer })),
      uploadsDir,
    );
    res.status(201).set('Cache-Control', 'no-store').json({ ticketId: ticket.number });
  });

  router.get('/support/tickets/:number/attachments/:id', async (req, res) => {
    const context = requestContext(req);
    const user = requireUser(context);
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) throw new AppError('NOT_FOUND', 'Support ticket not found.');
    const attachment = await context.services.support.findAttachment(user, String(req.params.number), id);
    res.set({
      'Cache-Control': 'private, no-store',
      'Content-Type': attachment.contentType,
      'Content-Disposition': `attachment; filename="${attachment.originalName.replace(/"/g, '')}"`,
      'X-Content-Type-Options': 'nosniff',
    });
    // With `root`, only the stored name is checked for dot segments: sending the full path would
    // refuse every file under the default data folder `.data` (or `.tmp/...`) with a 404.
    res.sendFile(attachment.storedName, { root: path.resolve(uploadsDir) });
  });

  return router;
}
