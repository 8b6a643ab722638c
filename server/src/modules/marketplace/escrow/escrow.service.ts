import { type FilterQuery, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffActionRecord } from '../../../common/audit/staff-action.entity';
import { listStaffActions, recordStaffAction } from '../../../common/audit/staff-actions';
import { requireStaffReason } from '../../../common/audit/staff-reason';
import type { CurrentUser } from '../../../common/request-context';
import { AppError } from '../../../common/errors';
import type { StaffPageData, StaffPageWindow } from '../../../common/staff-page';
import { type JudgedUpload, judgeUpload } from '../../../common/uploads/judge-upload';
import { parseDispatch } from '../../delivery/carriers';
import { sellerBalance, type SellerBalance } from '../ledger/ledger';
import { LedgerEntry } from '../ledger/ledger-entry.entity';
import type { FileStore } from '../../../common/files/file-store';
import { StagedFiles } from '../../../common/files/staged-files';
import { MARKETPLACE_FOLDERS } from '../marketplace-files';
import { Seller } from '../sellers/seller.entity';
import type { UploadedFile } from '../sellers/seller.service';
import type { EscrowDependencies } from './escrow-dependencies';
import { ESCROW_EMAILS, queueEscrowEmail } from './escrow-emails';
import { accept, lockOrder, markDelivered, markShipped, openDispute, payOut, resolveDispute } from './escrow-moves';
import { type EscrowActor, type EscrowStatus } from './escrow-status';
import { MarketplaceOrder } from './marketplace-order.entity';

/** What an order's view needs loaded: the seller's public name and the listing's photos. */
const ORDER_POPULATE = ['seller.user', 'listing.photos'] as const;

export const DISPUTE_RULES = { reasonMin: 10, reasonMax: 1_000, photosMax: 5, photoMaxBytes: 10 * 1024 * 1024 } as const;

export const ESCROW_SERVICE_MESSAGES = {
  notFound: 'Order not found',
  disputeReason: `Please describe the problem in ${DISPUTE_RULES.reasonMin} to ${DISPUTE_RULES.reasonMax.toLocaleString('en-GB')} characters.`,
  disputePhotos: `Add up to ${DISPUTE_RULES.photosMax} photos.`,
  disputePhotoType: 'Dispute photos must be images (PNG, JPEG, GIF or WebP).',
  resolutionReason: 'Please give the reason for your decision (at least 10 characters).',
  photoNotFound: 'Photo not found',
  notReturned: 'Refund the buyer only once the watch has been returned to the seller.',
  notASeller: 'Only marketplace sellers have a balance.',
} as const;

export type DisputeOutcome = 'refund' | 'release';

/** The image types a dispute photo may have (kept as sent, under the extension its bytes showed). */
const PHOTO_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
export type OrderRole = 'buyer' | 'seller';

/** Every escrow step a person takes: buyers, sellers and staff (resolvers check the admin role for staff calls). */
export class EscrowService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: EscrowDependencies,
    private readonly store: FileStore,
  ) {}

  /** An order as its buyer, its seller or staff see it; NOT_FOUND for anyone else. */
  async order(user: CurrentUser, orderId: string): Promise<{ order: MarketplaceOrder; role: OrderRole | 'staff' }> {
    const order = await this.em.findOne(MarketplaceOrder, orderId, { populate: ORDER_POPULATE });
    const role = order ? roleOf(order, user) : null;
    if (!order || !role) throw new AppError('NOT_FOUND', ESCROW_SERVICE_MESSAGES.notFound);
    return { order, role };
  }

  /** The user's orders as buyer or as seller, newest first (unpaid checkouts that expired are left out). */
  async list(user: CurrentUser, as: OrderRole): Promise<MarketplaceOrder[]> {
    const where = as === 'buyer' ? { buyer: user.id } : { seller: { user: user.id } };
    return this.em.find(MarketplaceOrder, { ...where, status: { $ne: 'expired' } }, { orderBy: { createdAt: 'desc' }, limit: 200, populate: ORDER_POPULATE });
  }

  /**
   * Staff's list: every paid order (or those in one status), optionally only
   * order numbers containing `search`; disputes first as they wait on staff, then newest first.
   */
  async staffList(status: EscrowStatus | null, search: string | null, page: StaffPageWindow): Promise<StaffPageData<MarketplaceOrder>> {
    const where: FilterQuery<MarketplaceOrder> = status ? { status } : { status: { $nin: ['pending', 'expired'] } };
    const term = search?.trim().toUpperCase().replace(/[^A-Z0-9-]/g, '');
    if (term) where.number = { $like: `%${term}%` };
    const [items, totalCount] = await this.em.findAndCount(MarketplaceOrder, where, {
      orderBy: [{ [raw((alias) => `case when ${alias}.status = 'disputed' then 0 else 1 end`)]: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
      populate: ORDER_POPULATE,
      ...page,
    });
    return { items, totalCount };
  }

  /** How many orders are in each status (the statuses with none left out). */
  async staffCounts(): Promise<{ status: EscrowStatus; count: number }[]> {
    const rows = await this.em.getConnection().execute<{ status: EscrowStatus; count: string }[]>('select status, count(*) as count from marketplace_order group by status');
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  }

  /** What staff did to the order, newest first (staff). */
  async staffHistory(orderId: string): Promise<StaffActionRecord[]> {
    const order = await this.em.findOne(MarketplaceOrder, orderId, { fields: ['number'] });
    if (!order) throw new AppError('NOT_FOUND', ESCROW_SERVICE_MESSAGES.notFound);
    return (await listStaffActions(this.em, { subjectType: 'marketplace_order', subjectId: order.number, limit: 50, offset: 0 })).items;
  }

  /** The order's ledger lines, in the order they were posted (staff). */
  async staffLedger(orderId: string): Promise<LedgerEntry[]> {
    return this.em.find(LedgerEntry, { orderId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** A dispute photo's stored file, for the order's buyer, its seller and staff only (NOT_FOUND for anyone else). */
  async disputePhoto(user: CurrentUser, orderId: string, index: number): Promise<{ storedName: string; contentType: string }> {
    const { order } = await this.order(user, orderId);
    const storedName = order.disputePhotos?.[index];
    if (!storedName) throw new AppError('NOT_FOUND', ESCROW_SERVICE_MESSAGES.photoNotFound);
    return { storedName, contentType: PHOTO_TYPES[storedName.split('.').pop() ?? ''] ?? 'application/octet-stream' };
  }

  /** The signed-in seller's balance, summed from the ledger. */
  async balance(user: CurrentUser): Promise<SellerBalance> {
    const seller = await this.em.findOne(Seller, { user: user.id });
    if (!seller) throw new AppError('FORBIDDEN', ESCROW_SERVICE_MESSAGES.notASeller);
    return sellerBalance(this.em, seller.id);
  }

  ship(user: CurrentUser, orderId: string, input: { carrier?: string | null; trackingNumber?: string | null }) {
    const dispatch = parseDispatch(input);
    return this.asParty(user, orderId, (tx, order, actor) => markShipped(tx, order, this.deps, actor, dispatch.carrier, dispatch.trackingNumber));
  }

  confirmDelivery(user: CurrentUser, orderId: string) {
    return this.asParty(user, orderId, (tx, order, actor) => markDelivered(tx, order, this.deps, actor));
  }

  accept(user: CurrentUser, orderId: string) {
    return this.asParty(user, orderId, (tx, order, actor) => accept(tx, order, this.deps, actor));
  }

  /** The buyer's dispute: a reason and up to five photos, each judged by its bytes (common/file-content). */
  async dispute(user: CurrentUser, orderId: string, reason: string, photos: UploadedFile[]) {
    const text = reason.trim();
    if (text.length < DISPUTE_RULES.reasonMin || text.length > DISPUTE_RULES.reasonMax) {
      throw new AppError('BAD_USER_INPUT', ESCROW_SERVICE_MESSAGES.disputeReason, { fields: [{ field: 'reason', messages: [ESCROW_SERVICE_MESSAGES.disputeReason] }] });
    }
    if (photos.length > DISPUTE_RULES.photosMax) throw new AppError('BAD_USER_INPUT', ESCROW_SERVICE_MESSAGES.disputePhotos);
    // Judged by their bytes and re-encoded by sharp (metadata dropped): only what sharp wrote is stored.
    const judged: JudgedUpload[] = [];
    for (const photo of photos) {
      const image = await judgeUpload(photo.bytes, ['image']);
      if (!image) throw new AppError('BAD_USER_INPUT', ESCROW_SERVICE_MESSAGES.disputePhotoType);
      judged.push(image);
    }
    const files = new StagedFiles(this.store);
    try {
      const stored: string[] = [];
      for (const image of judged) stored.push(await files.keep(MARKETPLACE_FOLDERS.disputes, image.bytes, image.extension, image.contentType));
      return await this.asParty(user, orderId, (tx, order, actor) => openDispute(tx, order, this.deps, actor, text, stored));
    } catch (error) {
      await files.discard();
      throw error;
    }
  }

  /** Staff, on the carrier's proof of delivery. */
  staffConfirmDelivery(staff: CurrentUser, orderId: string) {
    return this.asStaff(orderId, async (tx, order) => {
      const from = order.status;
      await markDelivered(tx, order, this.deps, 'staff');
      recordStaffAction(tx, staff, {
        action: 'marketplace_order.deliver',
        subjectType: 'marketplace_order',
        subjectId: order.number,
        reason: 'Delivery confirmed on the carrier’s proof.',
        changes: { status: { from, to: order.status }, carrier: order.carrier, trackingNumber: order.trackingNumber },
      });
    });
  }

  /** Staff decide a dispute with a reason: refund (only after the watch is back with the seller) or release to the seller. */
  resolveDispute(staff: CurrentUser, orderId: string, input: { outcome: DisputeOutcome; reason: string; watchReturned: boolean }) {
    const reason = input.reason.trim();
    if (reason.length < 10 || reason.length > 1_000) throw new AppError('BAD_USER_INPUT', ESCROW_SERVICE_MESSAGES.resolutionReason);
    if (input.outcome === 'refund' && !input.watchReturned) throw new AppError('BAD_USER_INPUT', ESCROW_SERVICE_MESSAGES.notReturned, { reason: 'NOT_RETURNED' });
    return this.asStaff(orderId, async (tx, order) => {
      order.resolutionReason = reason;
      await resolveDispute(tx, order, this.deps, input.outcome);
      await queueEscrowEmail(tx, this.deps, order.seller.user.email, order, ESCROW_EMAILS.resolvedToSeller(order, input.outcome === 'refund'));
      // The amount that moved: the buyer's whole payment back on a refund; on a release, the seller's share (price less commission).
      const money = input.outcome === 'refund' ? { amountPence: order.totalPence } : { amountPence: order.pricePence - order.commissionPence, commissionPence: order.commissionPence };
      recordStaffAction(tx, staff, { action: `marketplace_order.dispute.${input.outcome}`, subjectType: 'marketplace_order', subjectId: order.number, reason, changes: { status: { from: 'disputed', to: order.status }, ...money } });
    });
  }

  /** Staff pay a released order's proceeds out to the seller's account, saying why (kept in the audit trail). */
  payOut(staff: CurrentUser, orderId: string, reason: string | null | undefined) {
    const why = requireStaffReason(reason);
    return this.asStaff(orderId, async (tx, order) => {
      const from = order.status;
      await payOut(tx, order, this.deps);
      recordStaffAction(tx, staff, {
        action: 'marketplace_order.payout',
        subjectType: 'marketplace_order',
        subjectId: order.number,
        reason: why,
        changes: { status: { from, to: order.status }, amountPence: order.pricePence - order.commissionPence, transferId: order.payoutTransferId, destination: order.seller.stripeAccountId },
      });
    });
  }

  private async asParty(user: CurrentUser, orderId: string, change: (tx: EntityManager, order: MarketplaceOrder, actor: EscrowActor) => Promise<void>): Promise<MarketplaceOrder> {
    return this.locked(orderId, async (tx, order) => {
      const role = roleOf(order, user, false);
      if (!role) throw new AppError('NOT_FOUND', ESCROW_SERVICE_MESSAGES.notFound);
      await change(tx, order, role);
    });
  }

  private asStaff(orderId: string, change: (tx: EntityManager, order: MarketplaceOrder) => Promise<void>): Promise<MarketplaceOrder> {
    return this.locked(orderId, change);
  }

  private async locked(orderId: string, change: (tx: EntityManager, order: MarketplaceOrder) => Promise<void>): Promise<MarketplaceOrder> {
    await this.em.fork().transactional(async (tx) => {
      const order = await lockOrder(tx, { id: orderId });
      if (!order) throw new AppError('NOT_FOUND', ESCROW_SERVICE_MESSAGES.notFound);
      await change(tx, order);
    });
    return this.em.fork().findOneOrFail(MarketplaceOrder, orderId, { populate: ORDER_POPULATE });
  }
}

/** The viewer's part in the order: buyer, seller, or (when allowed) staff; null for anyone else. */
function roleOf(order: MarketplaceOrder, user: CurrentUser, staffToo = true): OrderRole | 'staff' | null {
  if (order.buyer.id === user.id) return 'buyer';
  if (order.seller.user.id === user.id) return 'seller';
  return staffToo && user.isAdmin ? 'staff' : null;
}
