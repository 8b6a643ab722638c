import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireAdmin, requireUser } from '../../../common/auth';
import { AppError } from '../../../common/errors';
import type { RequestContext } from '../../../common/request-context';
import { STAFF_PAGE_LIMITS, staffPageWindow } from '../../../common/staff-page';
import { CACHE_SECONDS, cacheFor } from '../../../graphql/cache-control';
import { reviewStatusWord } from '../../marketplace/reviews/review.mapper';
import { ReviewDecisionValue, SellerReviewStatusValue } from '../../marketplace/reviews/review.types';
import { parseProductId } from '../product-id';
import { PRODUCT_REVIEW_MESSAGES, PRODUCT_REVIEWS_PAGE } from '@aurum/rules/catalog/product-review-rules';
import { toOwnProductReview, toPublishedProductReview, toStaffProductReview } from './product-review.mapper';
import {
  OwnProductReviewView, ProductReviewEligibilityView, ProductReviewInput, ProductReviewPageView, StaffProductReviewPageView, StaffProductReviewView,
} from './product-review.types';

const productId = (value: string) => {
  const id = parseProductId(value);
  if (id === null) throw new AppError('NOT_FOUND', PRODUCT_REVIEW_MESSAGES.productNotFound);
  return id;
};
const reviewId = (value: string) => {
  const id = parseProductId(value);
  if (id === null) throw new AppError('NOT_FOUND', PRODUCT_REVIEW_MESSAGES.notFound);
  return id;
};

/** Customers' reviews of pieces they bought (issue 37): customers write, the public reads published ones, staff moderate. */
@Resolver()
export class ProductReviewResolver {
  @Query(() => ProductReviewEligibilityView, { description: 'May the signed-in customer review this piece (they bought it and it was dispatched), and the review they wrote.' })
  async productReviewEligibility(@Ctx() { services, user }: RequestContext, @Arg('productId', () => ID, { description: 'The product id.' }) id: string): Promise<ProductReviewEligibilityView> {
    const product = productId(id);
    const state = await services.productReviews.eligibility(user ?? null, product);
    return { productId: String(product), canReview: state.canReview, blockedBy: state.blockedBy, review: state.review && toOwnProductReview(state.review) };
  }

  @Authorized()
  @Mutation(() => OwnProductReviewView, { description: 'A customer reviews a piece from a dispatched order of theirs (once per piece); it waits for moderation.' })
  async writeProductReview(
    @Ctx() { services, user }: RequestContext,
    @Arg('productId', () => ID, { description: 'The product id.' }) id: string,
    @Arg('input', () => ProductReviewInput, { description: 'Stars, title and text.' }) input: ProductReviewInput,
  ): Promise<OwnProductReviewView> {
    return toOwnProductReview(await services.productReviews.write(requireUser({ user }), productId(id), input));
  }

  @cacheFor(CACHE_SECONDS.list)
  @Query(() => ProductReviewPageView, { description: 'A piece’s published reviews, newest first.' })
  async productReviews(
    @Ctx() { services }: RequestContext,
    @Arg('productId', () => ID, { description: 'The product id.' }) id: string,
    @Arg('first', () => Int, { defaultValue: PRODUCT_REVIEWS_PAGE.default, description: `Reviews to return (1–${PRODUCT_REVIEWS_PAGE.max}).` }) first: number,
    @Arg('after', () => ID, { nullable: true, description: 'The endCursor of the previous page; the first page when left out.' }) after?: string | null,
  ): Promise<ProductReviewPageView> {
    if (!Number.isInteger(first) || first < 1 || first > PRODUCT_REVIEWS_PAGE.max) throw new AppError('BAD_USER_INPUT', `first must be from 1 to ${PRODUCT_REVIEWS_PAGE.max}.`);
    const cursor = after == null ? null : parseProductId(after);
    if (after != null && cursor === null) throw new AppError('BAD_USER_INPUT', 'after is not a review cursor.');
    const product = parseProductId(id);
    if (product === null) return { items: [], hasMore: false, endCursor: null };
    const page = await services.productReviews.published(product, first, cursor);
    const items = page.items.map(toPublishedProductReview);
    return { items, hasMore: page.hasMore, endCursor: items.at(-1)?.id ?? null };
  }

  @Authorized('admin')
  @Query(() => StaffProductReviewPageView, { description: 'Staff: customers’ reviews of pieces in the given states, oldest first (awaiting moderation by default), one page at a time.' })
  async staffProductReviews(
    @Ctx() { services }: RequestContext,
    @Arg('limit', () => Int, { defaultValue: STAFF_PAGE_LIMITS.defaultLimit, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Arg('statuses', () => [SellerReviewStatusValue], { nullable: true, description: 'Which states; PENDING when left out.' }) statuses?: SellerReviewStatusValue[],
  ): Promise<StaffProductReviewPageView> {
    const page = await services.productReviews.queue((statuses ?? []).map(reviewStatusWord), staffPageWindow(limit, offset));
    return { items: page.items.map(toStaffProductReview), totalCount: page.totalCount };
  }

  @Authorized('admin')
  @Mutation(() => StaffProductReviewView, { description: 'Staff: publish a review of a piece (an optional note is logged) or hide it with a reason (5 to 1,000 characters; the customer is told).' })
  async moderateProductReview(
    @Ctx() { services, user }: RequestContext,
    @Arg('id', () => ID, { description: 'The review id.' }) id: string,
    @Arg('decision', () => ReviewDecisionValue, { description: 'Publish or hide.' }) decision: ReviewDecisionValue,
    @Arg('reason', () => String, { nullable: true, description: 'Required to hide; optional note when publishing.' }) reason?: string,
  ): Promise<StaffProductReviewView> {
    const move = decision === ReviewDecisionValue.HIDE ? 'hide' : 'publish';
    return toStaffProductReview(await services.productReviews.moderate(requireAdmin({ user }), reviewId(id), move, reason));
  }
}
