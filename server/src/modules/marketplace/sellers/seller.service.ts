import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { recordStaffAction } from '../../../common/audit/staff-actions';
import type { CurrentUser } from '../../../common/request-context';
import { AppError } from '../../../common/errors';
import type { StaffPageData, StaffPageWindow } from '../../../common/staff-page';
import { judgeUpload } from '../../../common/uploads/judge-upload';
import { User } from '../../accounts/user.entity';
import { OutboxTransport, type MessagingDependencies } from '../../messaging/message-transport';
import { MARKETPLACE_EMAILS } from '../marketplace-emails';
import type { FileStore } from '../../../common/files/file-store';
import { StagedFiles } from '../../../common/files/staged-files';
import { MARKETPLACE_FOLDERS } from '../marketplace-files';
import { Seller } from './seller.entity';
import { cleanReason, MAX_DOCUMENT_BYTES, SELLER_MESSAGES, STRIPE_ACCOUNT_PATTERN, type SellerApplicationFields, validateApplication } from '@aurum/rules/marketplace/seller-rules';
import { type SellerDecision, type SellerStatus } from '@aurum/rules/marketplace/seller-status';
import { sellerDecisionTarget } from './seller-machine';

export interface UploadedFile {
  originalName: string;
  bytes: Buffer;
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const payoutReference = () => 'PAY-' + [...randomBytes(8)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
const safeName = (name: string) => name.replace(/\\/g, '/').split('/').pop()!.replace(/[^\w.\- ]+/g, '_').slice(0, 200) || 'document';

const DECISION_EMAIL: Record<SellerDecision, (name: string, reason: string) => ReturnType<typeof MARKETPLACE_EMAILS.sellerApproved>> = {
  approve: (name) => MARKETPLACE_EMAILS.sellerApproved(name),
  reject: MARKETPLACE_EMAILS.sellerRejected,
  suspend: MARKETPLACE_EMAILS.sellerSuspended,
};

/** Seller applications (issue 13 §1): customers apply, staff approve, reject or suspend. */
export class SellerService {
  constructor(
    private readonly em: EntityManager,
    private readonly messaging: MessagingDependencies,
    private readonly store: FileStore,
  ) {}

  /**
   * A verified customer's application. A rejected applicant may apply again
   * (the application is replaced); anyone else with an application gets CONFLICT.
   */
  async apply(user: CurrentUser, fields: SellerApplicationFields, document: UploadedFile | null): Promise<Seller> {
    if (!user.emailVerified || !user.phoneVerified) throw new AppError('FORBIDDEN', SELLER_MESSAGES.verifyFirst);
    const { errors, clean } = validateApplication(fields);
    if (!document) errors.document = SELLER_MESSAGES.document;
    if (!clean || !document) throw new AppError('BAD_USER_INPUT', SELLER_MESSAGES.correctErrors, { fields: errors });
    if (document.bytes.length > MAX_DOCUMENT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', SELLER_MESSAGES.documentSize);
    // A photo of the document is re-encoded by sharp (metadata dropped); a PDF is judged by its signature.
    const type = await judgeUpload(document.bytes, ['image', 'pdf']);
    if (!type) {
      throw new AppError('BAD_USER_INPUT', SELLER_MESSAGES.documentType, { fields: { document: SELLER_MESSAGES.documentType } });
    }
    const account = await this.em.findOneOrFail(User, user.id);
    if (!account.phone) throw new AppError('FORBIDDEN', SELLER_MESSAGES.verifyFirst);
    const previous = await this.em.findOne(Seller, { user: user.id });
    if (previous && previous.status !== 'rejected') throw new AppError('CONFLICT', SELLER_MESSAGES.alreadyApplied);

    const files = new StagedFiles(this.store);
    try {
      const storedName = await files.keep(MARKETPLACE_FOLDERS.documents, type.bytes, type.extension, type.contentType);
      return await this.em.transactional(async (tx) => {
        const existing = await tx.findOne(Seller, { user: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (existing && existing.status !== 'rejected') throw new AppError('CONFLICT', SELLER_MESSAGES.alreadyApplied);
        const values = {
          ...clean,
          phone: account.phone!,
          documentStoredName: storedName,
          documentContentType: type.contentType,
          documentOriginalName: safeName(document.originalName),
          termsAcceptedAt: new Date(),
          status: 'submitted' as SellerStatus,
          decisionReason: null,
          decidedAt: null,
        };
        const seller = existing ? Object.assign(existing, values) : tx.create(Seller, { user: tx.getReference(User, user.id), payoutReference: payoutReference(), ...values });
        await tx.flush();
        await this.send(tx, account.email, MARKETPLACE_EMAILS.applicationReceived(clean.legalName));
        return seller;
      });
    } catch (error) {
      await files.discard();
      if (error instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', SELLER_MESSAGES.alreadyApplied);
      throw error;
    }
  }

  async mine(userId: number): Promise<Seller | null> {
    return this.em.findOne(Seller, { user: userId }, { populate: ['user'] });
  }

  /** The approved seller behind an account, or null. */
  async approvedSeller(userId: number): Promise<Seller | null> {
    return this.em.findOne(Seller, { user: userId, status: 'approved' });
  }

  /** Staff queue: one page, oldest first within the given states. */
  async queue(statuses: SellerStatus[], page: StaffPageWindow): Promise<StaffPageData<Seller>> {
    const [items, totalCount] = await this.em.findAndCount(Seller, statuses.length ? { status: { $in: statuses } } : {}, { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' }, ...page });
    return { items, totalCount };
  }

  /** An approved seller's public face; suspended or unapproved sellers are not found. */
  async publicSeller(id: number): Promise<Seller> {
    const seller = await this.em.findOne(Seller, { id, status: 'approved' }, { populate: ['user'] });
    if (!seller) throw new AppError('NOT_FOUND', 'Seller not found.');
    return seller;
  }

  /** The identity document for its owner or staff; NOT_FOUND for anyone else. */
  async document(user: CurrentUser, sellerId: number): Promise<Seller> {
    const seller = await this.em.findOne(Seller, { id: sellerId });
    if (!seller || (!user.isAdmin && seller.user.id !== user.id)) throw new AppError('NOT_FOUND', SELLER_MESSAGES.notFound);
    return seller;
  }

  /** Approve, reject (reason required) or suspend (reason required): checked, audited and emailed in one transaction. */
  async decide(staff: CurrentUser, sellerId: number, decision: SellerDecision, reasonText?: string | null): Promise<Seller> {
    const reason = cleanReason(reasonText);
    if (decision !== 'approve' && !reason) throw new AppError('BAD_USER_INPUT', SELLER_MESSAGES.reason);
    return this.em.transactional(async (tx) => {
      const seller = await tx.findOne(Seller, { id: sellerId }, { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!seller) throw new AppError('NOT_FOUND', SELLER_MESSAGES.notFound);
      if (seller.user.id === staff.id) throw new AppError('FORBIDDEN', 'You cannot decide on your own seller application.');
      const from = seller.status;
      const to = sellerDecisionTarget(decision, from);
      seller.status = to;
      seller.decisionReason = decision === 'approve' ? null : reason;
      seller.decidedAt = new Date();
      if (to === 'approved') seller.approvedAt ??= new Date();
      recordStaffAction(tx, staff, { action: `seller.${decision}`, subjectType: 'seller', subjectId: seller.id, reason, changes: { status: { from, to } } });
      await tx.flush();
      await this.send(tx, seller.user.email, DECISION_EMAIL[decision](seller.legalName, reason ?? ''));
      return seller;
    });
  }

  /**
   * Staff set (or clear, with null) the seller's Stripe connected account,
   * where payouts are transferred when Stripe is configured; recorded.
   */
  async setStripeAccount(staff: CurrentUser, sellerId: number, accountId: string | null): Promise<Seller> {
    const account = accountId?.trim() || null;
    if (account !== null && !STRIPE_ACCOUNT_PATTERN.test(account)) {
      throw new AppError('BAD_USER_INPUT', SELLER_MESSAGES.stripeAccount, { fields: [{ field: 'accountId', messages: [SELLER_MESSAGES.stripeAccount] }] });
    }
    return this.em.transactional(async (tx) => {
      const seller = await tx.findOne(Seller, { id: sellerId }, { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!seller) throw new AppError('NOT_FOUND', SELLER_MESSAGES.notFound);
      if (seller.status !== 'approved') throw new AppError('CONFLICT', SELLER_MESSAGES.stripeAccountNotApproved);
      const from = seller.stripeAccountId;
      seller.stripeAccountId = account;
      recordStaffAction(tx, staff, { action: 'seller.stripe_account', subjectType: 'seller', subjectId: seller.id, reason: 'Payout account for marketplace sales.', changes: { stripeAccountId: { from, to: account } } });
      return seller;
    });
  }

  private send(tx: EntityManager, recipient: string, email: ReturnType<typeof MARKETPLACE_EMAILS.sellerApproved>) {
    return new OutboxTransport(tx, this.messaging).send({ channel: 'email', recipient, ...email });
  }
}
