import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { diffFields, recordStaffAction } from '../../common/audit/staff-actions';
import type { CurrentUser } from '../../common/request-context';
import { AppError } from '../../common/errors';
import type { FileStore } from '../../common/files/file-store';
import { StagedFiles } from '../../common/files/staged-files';
import { RateLimiter, rateLimited } from '../../common/rate-limit/rate-limiter';
import { User } from '../accounts/user.entity';
import type { MessageTransport } from '../messaging/message-transport';
import { ATTACHMENT_TYPE_ERROR } from '../../common/file-content';
import { judgeUpload } from '../../common/uploads/judge-upload';
import { findCategory } from '@aurum/rules/support/support-categories';
import { staffReplyEmail, ticketCreatedEmail } from './support-emails';
import { MAX_ATTACHMENTS, MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH, MAX_TICKET_BYTES, SUPPORT_MESSAGES, type TicketFields, validateReplyMessage, validateTicketFields } from '@aurum/rules/support/support-rules';
import { SupportTicket, TicketAttachment, TicketMessage } from './support-ticket.entity';
import { readSupportQueue, type SupportQueueInput, type SupportQueuePageData } from './support-queue';
import { type TicketStatus } from '@aurum/rules/support/ticket-status';
import { ticketMachine } from './ticket-machine';
import { ticketLimit, ticketQuotaMessage } from './support-quota';

export interface UploadedFile {
  originalName: string;
  bytes: Buffer;
}

export const TICKET_NOT_FOUND = 'Support ticket not found.';
/** Where ticket attachments live in the file store (`common/files`). */
export const TICKET_FOLDER = 'tickets';
export const VIP_ONLY_CATEGORY = 'This category is available to VIP clients only.';
const VIP_RESPONSE_MS = 30 * 60 * 1000;
const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function ticketNumber(): string {
  return 'T-' + [...randomBytes(8)].map((byte) => NUMBER_ALPHABET[byte % NUMBER_ALPHABET.length]).join('');
}

/** Keeps a download name harmless in a Content-Disposition header and on disk listings. */
function safeName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[^\w.\- ]+/g, '_').slice(0, 200);
  return base || 'attachment';
}

/** Support tickets (§3–§7): raised by signed-in customers, read by their owner and staff. */
export class SupportService {
  constructor(
    private readonly em: EntityManager,
    private readonly transport: MessageTransport,
    /** Absolute links in emails come from PUBLIC_URL, never from the request's Host. */
    private readonly publicUrl: string,
    private readonly store: FileStore,
  ) {}

  /** Where an email sends the customer: their tickets page, opened at this ticket. */
  ticketLink(number: string): string {
    return `${this.publicUrl}/account/support-tickets?ticket=${encodeURIComponent(number)}`;
  }

  /** The change and its email commit together: a rolled-back change sends nothing (the outbox joins this transaction). */
  private async withEmail(work: () => Promise<void>): Promise<void> {
    await this.em.begin();
    try {
      await work();
      await this.em.commit();
    } catch (error) {
      await this.em.rollback();
      throw error;
    }
  }

  /** Refuses (429) a customer who has raised the hour's tickets already: checked before an upload is read. */
  async assertCanRaise(user: CurrentUser): Promise<void> {
    await new RateLimiter(this.em).assertAllowed(ticketLimit(user.isVip), String(user.id), (seconds) => ticketQuotaMessage(user.isVip, seconds));
  }

  /** Spends one of the hour's tickets, atomically: of parallel requests past the limit, none slips through. */
  private async spendTicket(user: CurrentUser): Promise<void> {
    const outcome = await new RateLimiter(this.em).take(ticketLimit(user.isVip), String(user.id), 1);
    if (!outcome.allowed) throw rateLimited(ticketQuotaMessage(user.isVip, outcome.retryAfterSeconds), outcome.retryAfterSeconds);
  }

  /**
   * Validates everything first, then writes the files and the ticket; files are removed again if saving fails.
   * The confirmation goes to the account's verified email: the form's `email` is a contact detail on the
   * ticket, never a destination (a form could otherwise make the shop email anyone).
   */
  async create(user: CurrentUser | null, fields: TicketFields, files: UploadedFile[]): Promise<SupportTicket> {
    if (!user) throw new AppError('UNAUTHENTICATED', SUPPORT_MESSAGES.signInRequired);
    const errors = validateTicketFields(fields);
    if (fields.subject.trim().length > MAX_SUBJECT_LENGTH) errors.subject ??= `Subject must be at most ${MAX_SUBJECT_LENGTH} characters`;
    if (fields.message.trim().length > MAX_MESSAGE_LENGTH) errors.message ??= `Message must be at most ${MAX_MESSAGE_LENGTH} characters`;
    const category = findCategory(fields.category.trim());
    if (fields.category.trim() && !category) errors.category = SUPPORT_MESSAGES.categoryRequired;
    if (Object.keys(errors).length > 0) throw new AppError('BAD_USER_INPUT', SUPPORT_MESSAGES.correctErrors, { fields: errors });
    if (category!.isVip && !user.isVip) throw new AppError('FORBIDDEN', VIP_ONLY_CATEGORY);
    if (files.length > MAX_ATTACHMENTS) throw new AppError('BAD_USER_INPUT', SUPPORT_MESSAGES.tooManyFiles);
    if (files.reduce((sum, file) => sum + file.bytes.length, 0) > MAX_TICKET_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Attachments may total at most 25 MB per ticket.');
    }
    // Judged by their bytes; images re-encoded (metadata dropped): only what sharp wrote is stored.
    const detected: { file: UploadedFile; type: { contentType: string; extension: string; bytes: Buffer } }[] = [];
    for (const file of files) {
      const type = await judgeUpload(file.bytes, ['image', 'pdf', 'word']);
      if (!type) throw new AppError('BAD_USER_INPUT', `${safeName(file.originalName)}: ${ATTACHMENT_TYPE_ERROR}`);
      detected.push({ file, type });
    }

    const account = await this.em.findOneOrFail(User, user.id);
    await this.spendTicket(user);

    const ticket = this.em.create(SupportTicket, {
      number: ticketNumber(),
      customer: this.em.getReference(User, user.id),
      category: category!.id,
      priority: category!.priority,
      name: fields.name.trim(),
      email: fields.email.trim(),
      phone: fields.phone.trim() || null,
      subject: fields.subject.trim(),
      message: fields.message.trim(),
      source: 'contact_form',
      isVip: user.isVip,
      responseDueAt: user.isVip ? new Date(Date.now() + VIP_RESPONSE_MS) : null,
    });
    if (user.isVip) ticket.priority = 'urgent';

    const staged = new StagedFiles(this.store);
    try {
      for (const { file, type } of detected) {
        const storedName = await staged.keep(TICKET_FOLDER, type.bytes, type.extension, type.contentType);
        this.em.create(TicketAttachment, { ticket, originalName: safeName(file.originalName), storedName, contentType: type.contentType, size: type.bytes.length });
      }
      await this.withEmail(async () => {
        await this.em.persist(ticket).flush();
        if (account.emailVerified) await this.transport.send(ticketCreatedEmail(account.email, ticket, category!, this.ticketLink(ticket.number)));
      });
    } catch (error) {
      await staged.discard();
      throw error;
    }
    return ticket;
  }

  async listMine(userId: number): Promise<SupportTicket[]> {
    return this.em.find(SupportTicket, { customer: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['messages', 'attachments'], limit: 100 });
  }

  /** The ticket for its owner or staff; anyone else gets NOT_FOUND so its existence is not revealed. */
  async findVisible(user: CurrentUser, number: string): Promise<SupportTicket> {
    const ticket = await this.em.findOne(SupportTicket, { number }, { populate: ['messages', 'attachments'] });
    if (!ticket || (!user.isAdmin && ticket.customer.id !== user.id)) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
    return ticket;
  }

  /** A customer reply reopens a resolved ticket; a staff reply moves an open one to in progress. Closed tickets take no replies. */
  async reply(user: CurrentUser, number: string, body: string): Promise<SupportTicket> {
    const ticket = await this.findVisible(user, number);
    const invalid = validateReplyMessage(body);
    if (invalid) throw new AppError('BAD_USER_INPUT', invalid);
    const text = body.trim();
    if (ticket.status === 'closed') throw new AppError('CONFLICT', 'This ticket is closed. Please open a new ticket.');
    const author = ticket.customer.id === user.id ? 'customer' : 'staff';
    ticket.messages.add(this.em.create(TicketMessage, { ticket, author, body: text }));
    const before = ticket.status;
    if (author === 'staff' && ticket.status === 'open') ticket.status = 'in_progress';
    if (author === 'customer' && ticket.status === 'resolved') ticket.status = 'open';
    if (author === 'customer') {
      await this.em.flush();
      return ticket;
    }
    // The reply, its audit record and the customer's email commit together.
    recordStaffAction(this.em, user, {
      action: 'support_ticket.reply',
      subjectType: 'support_ticket',
      subjectId: ticket.number,
      changes: diffFields({ status: before }, { status: ticket.status }),
    });
    await this.withEmail(async () => {
      await this.em.flush();
      await this.transport.send(staffReplyEmail(ticket, text, this.ticketLink(ticket.number)));
    });
    return ticket;
  }

  /** Staff move a ticket along: open → in progress → resolved, and any open ticket may be closed. */
  async changeStatus(number: string, status: TicketStatus): Promise<SupportTicket> {
    const ticket = await this.em.findOne(SupportTicket, { number }, { populate: ['messages', 'attachments'] });
    if (!ticket) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
    ticket.status = ticketMachine.target(ticket.status as TicketStatus, status);
    await this.em.flush();
    return ticket;
  }

  /** The staff queue: the most pressing tickets first (see support-queue.ts). Callers check the admin role. */
  async queue(input: SupportQueueInput, now = new Date()): Promise<SupportQueuePageData> {
    return readSupportQueue(this.em, input, now);
  }

  async findAttachment(user: CurrentUser, number: string, attachmentId: number): Promise<TicketAttachment> {
    const ticket = await this.findVisible(user, number);
    const attachment = ticket.attachments.getItems().find((item) => item.id === attachmentId);
    if (!attachment) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
    return attachment;
  }
}
