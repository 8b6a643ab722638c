import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffActionRecord } from '../../../common/audit/staff-action.entity';
import { listReviewModerations, moderateReview, moderationReason, REVIEW_KINDS, type ReviewLogQuery } from '../../../common/review-moderation';
import type { CurrentUser } from '../../../common/request-context';
import { AppError } from '../../../common/errors';
import type { StaffPageData, StaffPageWindow } from '../../../common/staff-page';
import { OutboxTransport, type MessagingDependencies } from '../../messaging/message-transport';
import { MarketplaceOrder } from '../escrow/marketplace-order.entity';
import { reviewHiddenEmail } from './review-emails';
import { REVIEW_MESSAGES, REVIEWABLE_ORDER_STATUSES, type ReviewDecision, type ReviewStatus } from '@aurum/rules/marketplace/review-rules';
import { parseReview } from './review-moves';
import { SellerReview } from './seller-review.entity';

/** The buyer's view of reviewing one order: may they write one now, and the one they wrote. */
export interface OrderReviewState {
  canReview: boolean;
  /** Why not, when they cannot (and have not already). */
  blockedBy: string | null;
  review: SellerReview | null;
}

/** A published review as the public sees it: the buyer by first name and initial. */
export interface PublicReviewRow {
  id: number;
  rating: number;
  text: string;
  buyerName: string;
  publishedAt: Date;
}

export interface ReviewLogFilter {
  action?: ReviewDecision;
  moderatorEmail?: string;
  from?: Date;
  to?: Date;
  reviewId?: number;
  sellerId?: number;
  limit: number;
  offset: number;
}

const BUYER_NAME = `coalesce(nullif(trim(u.first_name), ''), 'Verified buyer') || coalesce(' ' || left(nullif(trim(u.last_name), ''), 1) || '.', '')`;

/** Buyers' reviews of sellers (issue 14 §5): writing after a completed order, staff moderation, the public list. */
export class ReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly messaging: MessagingDependencies,
  ) {}

  async forOrder(user: CurrentUser, orderId: string): Promise<OrderReviewState> {
    const order = await this.buyersOrder(this.em, user, orderId);
    const review = await this.em.findOne(SellerReview, { order: order.id });
    if (review) return { canReview: false, blockedBy: null, review };
    const completed = (REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(order.status);
    return { canReview: completed, blockedBy: completed ? null : REVIEW_MESSAGES.notCompleted, review: null };
  }

  /** Once per order, by its buyer, after the order completed; the review waits for moderation. */
  async write(user: CurrentUser, orderId: string, input: { rating: number; text: string }): Promise<SellerReview> {
    const { rating, text } = parseReview(input);
    try {
      return await this.em.transactional(async (tx) => {
        const order = await this.buyersOrder(tx, user, orderId, LockMode.PESSIMISTIC_READ);
        if (!(REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) throw new AppError('CONFLICT', REVIEW_MESSAGES.notCompleted, { reason: 'ORDER_NOT_COMPLETED' });
        if (await tx.count(SellerReview, { order: order.id })) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed, { reason: 'ALREADY_REVIEWED' });
        const review = tx.create(SellerReview, { order, seller: order.seller, buyer: order.buyer, rating, text });
        await tx.flush();
        return review;
      });
    } catch (error) {
      // Two submissions at once: the unique order column lets one through.
      if (error instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed, { reason: 'ALREADY_REVIEWED' });
      throw error;
    }
  }

  /** An approved seller's published reviews, newest first, with the total (a suspended seller has no public face). */
  async published(sellerId: number, limit: number, offset: number): Promise<{ items: PublicReviewRow[]; total: number }> {
    const knex = this.em.getKnex();
    const { rows } = await knex.raw(
      `select r.id, r.rating, r.text, r.published_at, ${BUYER_NAME} as buyer_name, count(*) over ()::int as total
       from marketplace_review r join app_user u on u.id = r.buyer_id join marketplace_seller s on s.id = r.seller_id
       where r.seller_id = ? and r.status = 'published' and s.status = 'approved'
       order by r.published_at desc, r.id desc limit ? offset ?`,
      [sellerId, limit, offset],
    );
    const items = (rows as Record<string, unknown>[]).map((row) => ({ id: Number(row.id), rating: Number(row.rating), text: String(row.text), buyerName: String(row.buyer_name), publishedAt: new Date(String(row.published_at)) }));
    const total = rows.length ? Number(rows[0].total) : offset > 0 ? await this.em.count(SellerReview, { seller: { id: sellerId, status: 'approved' }, status: 'published' }) : 0;
    return { items, total };
  }

  /** Staff: one page of reviews in the given states, oldest first (pending by default). */
  async queue(statuses: ReviewStatus[], page: StaffPageWindow): Promise<StaffPageData<SellerReview>> {
    const [items, totalCount] = await this.em.findAndCount(SellerReview, { status: { $in: statuses.length ? statuses : ['pending'] } }, {
      populate: ['order', 'seller', 'buyer'],
      orderBy: { createdAt: 'asc', id: 'asc' },
      ...page,
    });
    return { items, totalCount };
  }

  /** Staff publish or hide a review: the move checked, recorded in the staff audit record in the same transaction. */
  async moderate(staff: CurrentUser, id: number, decision: ReviewDecision, reasonText: string | null | undefined): Promise<SellerReview> {
    const reason = moderationReason(decision, reasonText);
    return this.em.transactional(async (tx) => {
      const review = await tx.findOne(SellerReview, { id }, { populate: ['order', 'seller', 'seller.user', 'buyer'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!review) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
      if (review.seller.user.id === staff.id || review.buyer.id === staff.id) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownSales);
      await moderateReview(tx, staff, {
        review,
        decision,
        reason,
        kind: REVIEW_KINDS.seller,
        details: () => ({ sellerId: String(review.seller.id), orderNumber: review.order.number, rating: review.rating }),
        emailHidden: async (given) => {
          const sellerName = review.seller.businessName ?? review.seller.legalName.split(' ')[0];
          await new OutboxTransport(tx, this.messaging).send({ channel: 'email', recipient: review.buyer.email, ...reviewHiddenEmail(sellerName, review.order.number, given) });
        },
      });
      return review;
    });
  }

  /** Staff: every moderation of reviews, of sellers and of pieces, newest first, from the one staff audit record; `sellerId` keeps one seller's. */
  async logs(filter: ReviewLogFilter): Promise<{ items: StaffActionRecord[]; total: number }> {
    let kinds: ReviewLogQuery['kinds'] = { seller: 'all', product: 'all' };
    if (filter.sellerId !== undefined) {
      const reviews = await this.em.find(SellerReview, { seller: filter.sellerId }, { fields: ['id'] });
      kinds = { seller: reviews.map((review) => String(review.id)) };
    }
    return listReviewModerations(this.em, { ...filter, kinds });
  }

  private async buyersOrder(em: EntityManager, user: CurrentUser, orderId: string, lockMode?: LockMode): Promise<MarketplaceOrder> {
    const order = await em.findOne(MarketplaceOrder, { id: orderId }, lockMode ? { lockMode } : {});
    if (!order) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.orderNotFound);
    if (order.buyer.id !== user.id) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notBuyer);
    return order;
  }
}
