import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireAdmin, requireUser } from '../../../common/auth';
import type { RequestContext } from '../../../common/request-context';
import { AppError } from '../../../common/errors';
import { STAFF_PAGE_LIMITS, staffPageWindow } from '../../../common/staff-page';
import { CACHE_SECONDS, cacheFor } from '../../../graphql/cache-control';
import { parseMarketplaceId } from '../browse/browse-input';
import { parseOrderId } from '../escrow/escrow-ids';
import { REVIEW_MESSAGES } from '@aurum/rules/marketplace/review-rules';
import { reviewStatusWord, toOrderReviewView, toPublishedView, toReviewLogEntry, toStaffReviewView } from './review.mapper';
import {
  OrderReviewStateView, OrderSellerReviewView, PublishedSellerReviewPage, ReviewDecisionValue, ReviewLogFilterInput, ReviewLogPage, SellerReviewInput,
  SellerReviewStatusValue, StaffSellerReviewPageView, StaffSellerReviewView,
} from './review.types';

export const PUBLISHED_PAGE = { default: 5, max: 50 } as const;
export const LOG_PAGE = { default: 50, max: 200 } as const;

const reviewId = (value: string) => {
  const id = parseMarketplaceId(value);
  if (id === null) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
  return id;
};
const clamp = (value: number | undefined, fallback: number, max: number) => Math.min(Math.max(Math.trunc(value ?? fallback), 1), max);

/** Reviews of marketplace sellers (issue 14 §5): buyers write, the public reads published ones, staff moderate (`@Authorized('admin')`). */
@Resolver()
export class ReviewResolver {
  @Authorized()
  @Query(() => OrderReviewStateView, { description: 'The buyer of a marketplace order: may they review the seller, and the review they wrote.' })
  async marketplaceOrderReview(@Ctx() { services, user }: RequestContext, @Arg('orderId', () => ID, { description: 'The marketplace order id.' }) orderId: string): Promise<OrderReviewStateView> {
    const id = parseOrderId(orderId);
    const state = await services.marketplace.reviews.forOrder(requireUser({ user }), id);
    return { orderId: id, canReview: state.canReview, blockedBy: state.blockedBy, review: state.review && toOrderReviewView(state.review) };
  }

  @Authorized()
  @Mutation(() => OrderSellerReviewView, { description: 'The buyer reviews the seller of a completed order (once per order); it waits for moderation.' })
  async writeSellerReview(
    @Ctx() { services, user }: RequestContext,
    @Arg('orderId', () => ID, { description: 'The marketplace order id.' }) orderId: string,
    @Arg('input', () => SellerReviewInput, { description: 'Stars and text.' }) input: SellerReviewInput,
  ): Promise<OrderSellerReviewView> {
    return toOrderReviewView(await services.marketplace.reviews.write(requireUser({ user }), parseOrderId(orderId), input));
  }

  @cacheFor(CACHE_SECONDS.list)
  @Query(() => PublishedSellerReviewPage, { description: 'A seller’s published reviews, newest first.' })
  async sellerReviews(
    @Ctx() { services }: RequestContext,
    @Arg('sellerId', () => ID, { description: 'The seller id.' }) sellerId: string,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Reviews to skip.' }) offset: number,
    @Arg('limit', () => Int, { defaultValue: PUBLISHED_PAGE.default, description: `Reviews to return (1–${PUBLISHED_PAGE.max}).` }) limit: number,
  ): Promise<PublishedSellerReviewPage> {
    const id = parseMarketplaceId(sellerId) ?? -1;
    const size = clamp(limit, PUBLISHED_PAGE.default, PUBLISHED_PAGE.max);
    const skip = Math.min(Math.max(Math.trunc(offset), 0), 100_000);
    const page = await services.marketplace.reviews.published(id, size, skip);
    return { items: page.items.map(toPublishedView), total: page.total, offset: skip, limit: size };
  }

  @Authorized('admin')
  @Query(() => StaffSellerReviewPageView, { description: 'Staff: reviews in the given states, oldest first (awaiting moderation by default), one page at a time.' })
  async staffSellerReviews(
    @Ctx() { services }: RequestContext,
    @Arg('limit', () => Int, { defaultValue: STAFF_PAGE_LIMITS.defaultLimit, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Arg('statuses', () => [SellerReviewStatusValue], { nullable: true, description: 'Which states; PENDING when left out.' }) statuses?: SellerReviewStatusValue[],
  ): Promise<StaffSellerReviewPageView> {
    const page = await services.marketplace.reviews.queue((statuses ?? []).map(reviewStatusWord), staffPageWindow(limit, offset));
    return { items: page.items.map(toStaffReviewView), totalCount: page.totalCount };
  }

  @Authorized('admin')
  @Mutation(() => StaffSellerReviewView, { description: 'Staff: publish a review (an optional note is logged) or hide it with a reason (5 to 1,000 characters; the buyer is told).' })
  async moderateSellerReview(
    @Ctx() { services, user }: RequestContext,
    @Arg('id', () => ID, { description: 'The review id.' }) id: string,
    @Arg('decision', () => ReviewDecisionValue, { description: 'Publish or hide.' }) decision: ReviewDecisionValue,
    @Arg('reason', () => String, { nullable: true, description: 'Required to hide; optional note when publishing.' }) reason?: string,
  ): Promise<StaffSellerReviewView> {
    const move = decision === ReviewDecisionValue.HIDE ? 'hide' : 'publish';
    return toStaffReviewView(await services.marketplace.reviews.moderate(requireAdmin({ user }), reviewId(id), move, reason));
  }

  @Authorized('admin')
  @Query(() => ReviewLogPage, { description: 'Staff: every moderation of reviews (who, what, when, why), newest first, from the staff audit record.' })
  async reviewModerationLog(
    @Ctx() { services }: RequestContext,
    @Arg('filter', () => ReviewLogFilterInput, { nullable: true, description: 'Which actions; all when left out.' }) filter?: ReviewLogFilterInput,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'Actions to skip.' }) offset?: number,
    @Arg('limit', () => Int, { defaultValue: LOG_PAGE.default, description: `Actions to return (1–${LOG_PAGE.max}).` }) limit?: number,
  ): Promise<ReviewLogPage> {
    const noMatch = { items: [], total: 0 };
    const sellerId = filter?.sellerId ? parseMarketplaceId(filter.sellerId) : undefined;
    const review = filter?.reviewId ? parseMarketplaceId(filter.reviewId) : undefined;
    if (sellerId === null || review === null) return noMatch;
    const page = await services.marketplace.reviews.logs({
      action: filter?.action === ReviewDecisionValue.HIDE ? 'hide' : filter?.action === ReviewDecisionValue.PUBLISH ? 'publish' : undefined,
      moderatorEmail: filter?.moderator,
      from: filter?.from,
      to: filter?.to,
      sellerId,
      reviewId: review,
      limit: clamp(limit, LOG_PAGE.default, LOG_PAGE.max),
      offset: Math.min(Math.max(Math.trunc(offset ?? 0), 0), 100_000),
    });
    return { items: page.items.map(toReviewLogEntry), total: page.total };
  }
}
