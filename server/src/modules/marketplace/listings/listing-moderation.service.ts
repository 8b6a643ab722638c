import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordStaffAction } from '../../../common/audit/staff-actions';
import type { CurrentUser } from '../../../common/request-context';
import { AppError } from '../../../common/errors';
import type { StaffPageData, StaffPageWindow } from '../../../common/staff-page';
import { OutboxTransport, type MessagingDependencies } from '../../messaging/message-transport';
import { marketMedian } from '../browse/market-band';
import { MARKETPLACE_EMAILS } from '../marketplace-emails';
import { cleanReason } from '@aurum/rules/marketplace/seller-rules';
import { Listing, StolenSerial } from './listing.entity';
import { LISTING_MESSAGES, normaliseSerial, priceFarFromMarket } from '@aurum/rules/marketplace/listing-rules';
import { SERIAL_HOLDING_STATUSES, type ListingStatus } from '@aurum/rules/marketplace/listing-status';
import { listingMachine } from './listing-machine';
import { scheduleSavedSearchAlerts } from '../../alerts/saved-search-alerts';

export type ListingFlag = 'stolen_serial' | 'duplicate_serial' | 'price_far_from_market';

export const FLAG_WORDS: Record<ListingFlag, string> = {
  stolen_serial: 'Serial reported stolen',
  duplicate_serial: 'Another open listing has this serial',
  price_far_from_market: 'Asking price more than 40% away from the market median',
};

export const listingTitle = (listing: Pick<Listing, 'brand' | 'model' | 'reference'>) => `${listing.brand} ${listing.model} ${listing.reference}`;

/** Staff review of listings (issue 13 §3): the queue with its flags, approve and reject, and the stolen serial register. */
export class ListingModerationService {
  constructor(
    private readonly em: EntityManager,
    private readonly messaging: MessagingDependencies,
  ) {}

  /** One page of listings in the given states, oldest submission first (pending review by default). */
  async queue(statuses: ListingStatus[], page: StaffPageWindow): Promise<StaffPageData<Listing>> {
    const [items, totalCount] = await this.em.findAndCount(Listing, { status: { $in: statuses.length ? statuses : ['pending_review'] } }, {
      populate: ['photos', 'seller', 'seller.user'],
      orderBy: { submittedAt: 'asc', id: 'asc' },
      ...page,
    });
    return { items, totalCount };
  }

  /** What staff should look at before approving: a stolen match, a duplicate serial, a price far from the market. */
  async flags(listing: Listing): Promise<ListingFlag[]> {
    const flags: ListingFlag[] = [];
    if (await this.em.count(StolenSerial, { serialNumber: listing.serialNumber })) flags.push('stolen_serial');
    const duplicates = await this.em.count(Listing, { serialNumber: listing.serialNumber, id: { $ne: listing.id }, status: { $in: [...SERIAL_HOLDING_STATUSES] } });
    if (duplicates > 0) flags.push('duplicate_serial');
    if (priceFarFromMarket(listing.pricePence, await marketMedian(this.em.getKnex(), listing.brand, listing.reference))) flags.push('price_far_from_market');
    return flags;
  }

  async approve(staff: CurrentUser, id: number): Promise<Listing> {
    return this.decide(staff, id, 'approve', null);
  }

  async reject(staff: CurrentUser, id: number, reasonText: string): Promise<Listing> {
    const reason = cleanReason(reasonText);
    if (!reason) throw new AppError('BAD_USER_INPUT', LISTING_MESSAGES.reason);
    return this.decide(staff, id, 'reject', reason);
  }

  private async decide(staff: CurrentUser, id: number, decision: 'approve' | 'reject', reason: string | null): Promise<Listing> {
    return this.em.transactional(async (tx) => {
      const listing = await tx.findOne(Listing, { id }, { populate: ['seller', 'seller.user'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!listing) throw new AppError('NOT_FOUND', LISTING_MESSAGES.notFound);
      if (listing.seller.user.id === staff.id) throw new AppError('FORBIDDEN', LISTING_MESSAGES.ownListing);
      await listingMachine.perform(
        listing.status,
        decision,
        {
          refuseStolenSerial: async () => {
            if (await tx.count(StolenSerial, { serialNumber: listing.serialNumber })) throw new AppError('CONFLICT', LISTING_MESSAGES.stolen);
          },
          // The decision is written with its record, before the email is queued.
          audit: async ({ from, to }) => {
            recordStaffAction(tx, staff, { action: `listing.${decision}`, subjectType: 'marketplace_listing', subjectId: listing.id, reason, changes: { status: { from, to } } });
            await tx.flush();
          },
          emailSeller: async () => {
            const email = decision === 'approve' ? MARKETPLACE_EMAILS.listingApproved(listingTitle(listing), listing.id) : MARKETPLACE_EMAILS.listingRejected(listingTitle(listing), reason!);
            await new OutboxTransport(tx, this.messaging).send({ channel: 'email', recipient: listing.seller.user.email, ...email });
          },
          alertSavedSearches: () => scheduleSavedSearchAlerts(tx, listing.id),
        },
        {
          enter: (to) => {
            listing.status = to;
            listing.rejectionReason = reason;
            if (decision === 'approve') listing.publishedAt = new Date();
          },
        },
      );
      return listing;
    });
  }

  /** One page of the stolen serial register, newest first. */
  async stolenSerials(page: StaffPageWindow): Promise<StaffPageData<StolenSerial>> {
    const [items, totalCount] = await this.em.findAndCount(StolenSerial, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, ...page });
    return { items, totalCount };
  }

  /** Adds a serial to the register; open listings carrying it are flagged from now on and cannot be approved. */
  async reportStolen(staff: CurrentUser, serialText: string, brand: string | null, noteText: string): Promise<StolenSerial> {
    const serialNumber = normaliseSerial(serialText);
    if (serialNumber.length < 4 || serialNumber.length > 40) throw new AppError('BAD_USER_INPUT', LISTING_MESSAGES.serial);
    const note = cleanReason(noteText);
    if (!note) throw new AppError('BAD_USER_INPUT', LISTING_MESSAGES.reason);
    try {
      return await this.em.transactional(async (tx) => {
        const entry = tx.create(StolenSerial, { serialNumber, brand: brand?.trim() || null, note, reportedBy: staff.id });
        await tx.flush();
        recordStaffAction(tx, staff, { action: 'stolen_serial.add', subjectType: 'stolen_serial', subjectId: entry.id, reason: note, changes: { serialNumber: { from: null, to: serialNumber } } });
        await tx.flush();
        return entry;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', 'This serial number is already on the stolen register.');
      throw error;
    }
  }
}
