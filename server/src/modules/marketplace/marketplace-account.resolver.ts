import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireAdmin, requireUser } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import { AppError } from '../../common/errors';
import { STAFF_PAGE_LIMITS, staffPageWindow } from '../../common/staff-page';
import { parseMarketplaceId } from './browse/browse-input';
import { LISTING_MESSAGES } from '@aurum/rules/marketplace/listing-rules';
import { toApplicationView, toOwnListingView, toReviewView } from './marketplace-account.mapper';
import {
  ListingForReviewView,
  ListingReviewPageView,
  OwnListingMove,
  OwnListingView,
  SellerApplicationPageView,
  SellerApplicationView,
  SellerDecisionValue,
  StolenSerialPageView,
  StolenSerialView,
} from './marketplace-account.types';
import { ListingStatusValue, SellerStatusValue, statusWord } from './marketplace-enums';
import { SELLER_MESSAGES } from '@aurum/rules/marketplace/seller-rules';
import type { SellerStatus } from '@aurum/rules/marketplace/seller-status';

const idOf = (id: string, message: string) => parseMarketplaceId(id) ?? (() => { throw new AppError('NOT_FOUND', message); })();

/** The marketplace for sellers (their application and listings) and for staff (the queues, decisions and the stolen register). */
@Resolver()
export class MarketplaceAccountResolver {
  @Authorized()
  @Query(() => SellerApplicationView, { nullable: true, description: "The signed-in customer's seller application, or null." })
  async mySellerApplication(@Ctx() { services, user }: RequestContext): Promise<SellerApplicationView | null> {
    const seller = await services.marketplace.sellers.mine(requireUser({ user }).id);
    return seller ? toApplicationView(seller) : null;
  }

  @Authorized()
  @Query(() => [OwnListingView], { description: "The signed-in seller's listings in every state, latest change first." })
  async myMarketplaceListings(@Ctx() { services, user }: RequestContext): Promise<OwnListingView[]> {
    return (await services.marketplace.listings.mine(requireUser({ user }))).map(toOwnListingView);
  }

  @Authorized()
  @Mutation(() => OwnListingView, { description: 'Submit a draft or rejected listing for review, withdraw one, or relist a withdrawn one.' })
  async moveMyListing(@Ctx() { services, user }: RequestContext, @Arg('id', () => ID, { description: 'The listing id.' }) id: string, @Arg('move', () => OwnListingMove, { description: 'What to do.' }) move: OwnListingMove): Promise<OwnListingView> {
    const listing = await services.marketplace.listings.move(requireUser({ user }), idOf(id, LISTING_MESSAGES.notFound), move);
    await listing.photos.init();
    return toOwnListingView(listing);
  }

  @Authorized('admin')
  @Query(() => SellerApplicationPageView, { description: 'Seller applications in the given states (submitted by default), oldest first, one page at a time.' })
  async sellerApplications(
    @Ctx() { services }: RequestContext,
    @Arg('limit', () => Int, { defaultValue: STAFF_PAGE_LIMITS.defaultLimit, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Arg('statuses', () => [SellerStatusValue], { nullable: true, description: 'Which states; submitted when left out.' }) statuses?: SellerStatusValue[],
  ): Promise<SellerApplicationPageView> {
    const words = (statuses?.length ? statuses : [SellerStatusValue.SUBMITTED]).map((status) => status.toLowerCase() as SellerStatus);
    const page = await services.marketplace.sellers.queue(words, staffPageWindow(limit, offset));
    return { items: page.items.map(toApplicationView), totalCount: page.totalCount };
  }

  @Authorized('admin')
  @Mutation(() => SellerApplicationView, { description: 'Approve, reject (reason) or suspend (reason) a seller; recorded and emailed.' })
  async decideSeller(
    @Ctx() context: RequestContext,
    @Arg('id', () => ID, { description: 'The seller id.' }) id: string,
    @Arg('decision', () => SellerDecisionValue, { description: 'Approve, reject or suspend.' }) decision: SellerDecisionValue,
    @Arg('reason', () => String, { nullable: true, description: 'Why (5–1000 characters); needed to reject or suspend, shown to the applicant.' }) reason?: string,
  ): Promise<SellerApplicationView> {
    return toApplicationView(await context.services.marketplace.sellers.decide(requireAdmin(context), idOf(id, SELLER_MESSAGES.notFound), decision, reason));
  }

  @Authorized('admin')
  @Mutation(() => SellerApplicationView, { description: 'Staff: set or clear (null) an approved seller’s Stripe connected account, where payouts go; recorded.' })
  async setSellerStripeAccount(
    @Ctx() context: RequestContext,
    @Arg('id', () => ID, { description: 'The seller id.' }) id: string,
    @Arg('accountId', () => String, { nullable: true, description: 'The connected account id, acct_…; null to clear it.' }) accountId?: string | null,
  ): Promise<SellerApplicationView> {
    return toApplicationView(await context.services.marketplace.sellers.setStripeAccount(requireAdmin(context), idOf(id, SELLER_MESSAGES.notFound), accountId ?? null));
  }

  @Authorized('admin')
  @Query(() => ListingReviewPageView, { description: 'Listings in the given states (pending review by default), oldest submission first, with their flags, one page at a time.' })
  async listingReviewQueue(
    @Ctx() { services }: RequestContext,
    @Arg('limit', () => Int, { defaultValue: STAFF_PAGE_LIMITS.defaultLimit, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Arg('statuses', () => [ListingStatusValue], { nullable: true, description: 'Which states; pending review when left out.' }) statuses?: ListingStatusValue[],
  ): Promise<ListingReviewPageView> {
    const { moderation } = services.marketplace;
    const page = await moderation.queue((statuses ?? []).map(statusWord), staffPageWindow(limit, offset));
    const items = await Promise.all(page.items.map(async (listing) => toReviewView(listing, await moderation.flags(listing), listing.seller.businessName ?? listing.seller.legalName)));
    return { items, totalCount: page.totalCount };
  }

  @Authorized('admin')
  @Mutation(() => ListingForReviewView, { description: 'Approve a pending listing (it goes live) or reject it with a reason the seller sees.' })
  async reviewListing(
    @Ctx() context: RequestContext,
    @Arg('id', () => ID, { description: 'The listing id.' }) id: string,
    @Arg('approve', () => Boolean, { description: 'True to approve, false to reject.' }) approve: boolean,
    @Arg('reason', () => String, { nullable: true, description: 'Why it is rejected (5–1000 characters), shown to the seller.' }) reason?: string,
  ): Promise<ListingForReviewView> {
    const staff = requireAdmin(context);
    const { moderation } = context.services.marketplace;
    const listingId = idOf(id, LISTING_MESSAGES.notFound);
    const listing = approve ? await moderation.approve(staff, listingId) : await moderation.reject(staff, listingId, reason ?? '');
    await listing.photos.init();
    return toReviewView(listing, await moderation.flags(listing), listing.seller.businessName ?? listing.seller.legalName);
  }

  @Authorized('admin')
  @Query(() => StolenSerialPageView, { description: 'The stolen serial register, newest first, one page at a time.' })
  async stolenSerials(
    @Ctx() { services }: RequestContext,
    @Arg('limit', () => Int, { defaultValue: STAFF_PAGE_LIMITS.defaultLimit, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
  ): Promise<StolenSerialPageView> {
    const page = await services.marketplace.moderation.stolenSerials(staffPageWindow(limit, offset));
    return { items: page.items.map((entry) => ({ ...entry, id: String(entry.id) })), totalCount: page.totalCount };
  }

  @Authorized('admin')
  @Mutation(() => StolenSerialView, { description: 'Add a serial to the stolen register: listings with it are refused and cannot be approved.' })
  async reportStolenSerial(
    @Ctx() context: RequestContext,
    @Arg('serialNumber', () => String, { description: 'The serial, any spacing or case.' }) serialNumber: string,
    @Arg('note', () => String, { description: 'Who reported it and how (5–1000 characters).' }) note: string,
    @Arg('brand', () => String, { nullable: true, description: 'The brand, when known.' }) brand?: string,
  ): Promise<StolenSerialView> {
    const entry = await context.services.marketplace.moderation.reportStolen(requireAdmin(context), serialNumber, brand ?? null, note);
    return { ...entry, id: String(entry.id) };
  }
}
