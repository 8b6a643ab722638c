import { type NextFunction, type Request, type Response, Router } from 'express';
import { requireUser } from '../../common/auth';
import { AppError } from '../../common/errors';
import type { FileStore } from '../../common/files/file-store';
import { sendStoredFile } from '../../common/files/send-stored-file';
import { receivedFiles, receiveUpload } from '../../common/uploads/receive-upload';
import { accountUploadAllowance } from '../../http/upload-allowance';
import { rejectNulCharacters } from '../../http/reject-nul';
import { requestContext } from '../../http/request-context';
import { TICKET_FOLDER, TICKET_NOT_FOUND } from './support.service';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_TICKET_BYTES, SUPPORT_MESSAGES, type TicketFields } from '@aurum/rules/support/support-rules';

const ATTACHMENT_FIELD = /^attachment_\d+$/;

/** Read while it streams (common/uploads): 5 files of 10 MB, 25 MB in all, within the account's daily upload budget. */
const parseUpload = receiveUpload({
  files: MAX_ATTACHMENTS,
  fileBytes: MAX_ATTACHMENT_BYTES,
  totalBytes: MAX_TICKET_BYTES,
  fileFields: ATTACHMENT_FIELD,
  messages: {
    fileTooLarge: 'Each file must be 10 MB or smaller.',
    tooLarge: 'Attachments may total at most 25 MB per ticket.',
    tooManyFiles: SUPPORT_MESSAGES.tooManyFiles,
    wrongField: 'Attachments must be sent as attachment_0 … attachment_4.',
    unreadable: 'The ticket form could not be read.',
  },
  allowance: accountUploadAllowance,
});

/** Sign-in is checked before the body is read, so visitors cannot make the server buffer uploads. */
function requireSignedIn(req: Request, _res: Response, next: NextFunction) {
  if (!requestContext(req).user) return next(new AppError('UNAUTHENTICATED', SUPPORT_MESSAGES.signInRequired));
  next();
}

/** The hour's ticket quota (10, VIP 20) is checked before the body is read: a refused customer uploads nothing. */
async function withinTicketQuota(req: Request, _res: Response, next: NextFunction) {
  const context = requestContext(req);
  await context.services.support.assertCanRaise(requireUser(context));
  next();
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** POST /api/support/tickets (§7, multipart) and the attachment download for the ticket's owner and staff. */
export function supportRoutes(store: FileStore): Router {
  const router = Router();

  router.post('/support/tickets', requireSignedIn, withinTicketQuota, parseUpload, rejectNulCharacters, async (req, res) => {
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
    const files = receivedFiles(req).map((file) => ({ originalName: file.originalName, bytes: file.bytes }));
    const ticket = await context.services.support.create(context.user, fields, files);
    res.status(201).set('Cache-Control', 'no-store').json({ ticketId: ticket.number });
  });

  router.get('/support/tickets/:number/attachments/:id', async (req, res, next) => {
    const context = requestContext(req);
    const user = requireUser(context);
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
    const attachment = await context.services.support.findAttachment(user, String(req.params.number), id);
    res.set({
      'Cache-Control': 'private, no-store',
      'Content-Type': attachment.contentType,
      'Content-Disposition': `attachment; filename="${attachment.originalName.replace(/"/g, '')}"`,
      'X-Content-Type-Options': 'nosniff',
    });
    await sendStoredFile(req, res, next, store, `${TICKET_FOLDER}/${attachment.storedName}`, TICKET_NOT_FOUND);
  });

  return router;
}
