import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../common/errors';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter';
import type { CurrentUser } from '../../../common/request-context';
import type { StaffPageData, StaffPageWindow } from '../../../common/staff-page';
import { OutboxTransport, type MessagingDependencies } from '../../messaging/message-transport';
import { moderateReview, moderationReason, REVIEW_KINDS } from '../../../common/review-moderation';
import { Product } from '../product.entity';
import type { ReviewDecision, ReviewStatus } from '@aurum/rules/marketplace/review-rules';
import { PRODUCT_REVIEW_MESSAGES } from '@aurum/rules/catalog/product-review-rules';
import { productReviewHiddenEmail } from './product-review-emails';
import { parseProductReview, PRODUCT_REVIEW_LIMIT, productReviewQuotaMessage } from './product-review-rules';
import { ProductReview } from './product-review.entity';

/** May the signed-in customer review this piece now, and the review they wrote. */
export interface ProductReviewEligibility {
  canReview: boolean;
  /** Why not, when they cannot (and have not already). */
  blockedBy: string | null;
  review: ProductReview | null;
}

/** A published review as the public sees it: the customer by first name and initial. */
export interface PublicProductReviewRow {
  id: number;
  rating: number;
  title: string;
  text: string;
  buyerName: string;
  publishedAt: Date;
}

const BUYER_NAME = `coalesce(nullif(trim(u.first_name), ''), 'Verified buyer') || coalesce(' ' || left(nullif(trim(u.last_name), ''), 1) || '.', '')`;

/**
 * Orders that entitle a review: the customer's own (user_id), holding a line of
 * the piece that was not refunded in full, and dispatched — the piece left our
 * hands (status fulfilled, or partially refunded after dispatch). A paid order
 * still in the warehouse is bought but not yet in the customer's hands, so it
 * does not count yet; a cancelled or wholly refunded one never does.
 */
const BUYING_ORDERS = `
  select o.id, (o.fulfilled_at is not null and o.status in ('fulfilled', 'partially_refunded')) as dispatched
  from customer_order o join order_line l on l.order_id = o.id
  where o.user_id = ? and l.product_id = ? and l.refunded_quantity < l.quantity and o.status in ('paid', 'fulfilled', 'partially_refunded')
  order by dispatched desc, o.fulfilled_at desc nulls last, o.created_at desc
  limit 1`;

/** Customers' reviews of pieces they bought (issue 37): writing after dispatch, staff moderation, the public list and the product's aggregate. */
export class ProductReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly messaging: MessagingDependencies,
  ) {}

  async eligibility(user: CurrentUser | null, productId: number): Promise<ProductReviewEligibility> {
    if (!(await this.em.count(Product, { id: productId }))) throw new AppError('NOT_FOUND', PRODUCT_REVIEW_MESSAGES.productNotFound);
    if (!user) return { canReview: false, blockedBy: PRODUCT_REVIEW_MESSAGES.signIn, review: null };
    const review = await this.em.findOne(ProductReview, { product: productId, buyer: user.id });
    if (review) return { canReview: false, blockedBy: null, review };
    const blockedBy = await this.refusal(this.em, user, productId);
    return { canReview: blockedBy === null, blockedBy: blockedBy?.message ?? null, review: null };
  }

  /** Once per customer and piece, by a customer whose order of it was dispatched; rate-limited; the review waits for moderation. */
  async write(user: CurrentUser, productId: number, input: { rating: number; title: string; text: string }): Promise<ProductReview> {
    const { rating, title, text } = parseProductReview(input);
    await new RateLimiter(this.em).consume(PRODUCT_REVIEW_LIMIT, String(user.id), productReviewQuotaMessage);
    try {
      return await this.em.transactional(async (tx) => {
        const product = await tx.findOne(Product, { id: productId }, { fields: ['id'] });
        if (!product) throw new AppError('NOT_FOUND', PRODUCT_REVIEW_MESSAGES.productNotFound);
        if (await tx.count(ProductReview, { product: productId, buyer: user.id })) throw new AppError('CONFLICT', PRODUCT_REVIEW_MESSAGES.alreadyReviewed, { reason: 'ALREADY_REVIEWED' });
        const refused = await this.refusal(tx, user, productId);
        if (refused) throw new AppError(refused.code, refused.message, { reason: refused.reason });
        const orderId = (await this.buyingOrder(tx, user, productId))!.id;
        const review = tx.create(ProductReview, { product: productId, order: orderId, buyer: user.id, rating, title, text });
        await tx.flush();
        return review;
      });
    } catch (error) {
      // Two submissions at once: the unique (product, buyer) pair lets one through.
      if (error instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', PRODUCT_REVIEW_MESSAGES.alreadyReviewed, { reason: 'ALREADY_REVIEWED' });
      throw error;
    }
  }

  /** A piece's published reviews, newest first, `first` after the review `after` (keyset on publication time and id). */
  async published(productId: number, first: number, after: number | null): Promise<{ items: PublicProductReviewRow[]; hasMore: boolean }> {
    const knex = this.em.getKnex();
    const cursor = after === null ? '' : `and (r.published_at, r.id) < (select c.published_at, c.id from product_review c where c.id = ? and c.product_id = r.product_id and c.status = 'published')`;
    const { rows } = await knex.raw(
      `select r.id, r.rating, r.title, r.text, r.published_at, ${BUYER_NAME} as buyer_name
       from product_review r join app_user u on u.id = r.buyer_id
       where r.product_id = ? and r.status = 'published' ${cursor}
       order by r.published_at desc, r.id desc limit ?`,
      [productId, ...(after === null ? [] : [after]), first + 1],
    );
    const items = (rows as Record<string, unknown>[]).slice(0, first).map((row) => ({
      id: Number(row.id),
      rating: Number(row.rating),
      title: String(row.title),
      text: String(row.text),
      buyerName: String(row.buyer_name),
      publishedAt: new Date(String(row.published_at)),
    }));
    return { items, hasMore: rows.length > first };
  }

  /** Staff: one page of reviews in the given states, oldest first (pending by default). */
  async queue(statuses: ReviewStatus[], page: StaffPageWindow): Promise<StaffPageData<ProductReview>> {
    const [items, totalCount] = await this.em.findAndCount(ProductReview, { status: { $in: statuses.length ? statuses : ['pending'] } }, {
      populate: ['product', 'order', 'buyer'],
      orderBy: { createdAt: 'asc', id: 'asc' },
      ...page,
    });
    return { items, totalCount };
  }

  /**
   * Staff publish or hide a review: the move checked, the product's count and
   * average recomputed from its published reviews, and the staff audit record
   * written, all in one transaction (the product row locked first, so two
   * moderations of one piece's reviews count each other).
   */
  async moderate(staff: CurrentUser, id: number, decision: ReviewDecision, reasonText: string | null | undefined): Promise<ProductReview> {
    const reason = moderationReason(decision, reasonText);
    return this.em.transactional(async (tx) => {
      const found = await tx.findOne(ProductReview, { id }, { fields: ['id', 'product'] });
      if (!found) throw new AppError('NOT_FOUND', PRODUCT_REVIEW_MESSAGES.notFound);
      const productId = found.product.id;
      await tx.execute('select id from product where id = ? for update', [productId]);
      const review = (await tx.findOne(ProductReview, { id }, { populate: ['product', 'order', 'buyer'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }))!;
      if (review.buyer.id === staff.id) throw new AppError('FORBIDDEN', PRODUCT_REVIEW_MESSAGES.ownReview);
      await moderateReview(tx, staff, {
        review,
        decision,
        reason,
        kind: REVIEW_KINDS.product,
        details: async () => ({ productId: String(productId), orderNumber: review.order.number, rating: review.rating, ...(await this.recount(tx, productId)) }),
        emailHidden: async (given) => {
          await new OutboxTransport(tx, this.messaging).send({ channel: 'email', recipient: review.buyer.email, ...productReviewHiddenEmail(review.product.name, given) });
        },
      });
      return review;
    });
  }

  /** The product's published count and average, written onto the product (the listing and cards read them from there). */
  private async recount(tx: EntityManager, productId: number): Promise<{ reviewCount: number; averageRating: number | null }> {
    const [row] = await tx.execute<{ review_count: number; average_rating: string | null }[]>(
      `update product p set review_count = a.review_count, average_rating = a.average_rating
       from (select count(*)::int as review_count, round(avg(rating), 2) as average_rating from product_review where product_id = ? and status = 'published') a
       where p.id = ? returning p.review_count, p.average_rating`,
      [productId, productId],
    );
    return { reviewCount: Number(row.review_count), averageRating: row.average_rating === null ? null : Number(row.average_rating) };
  }

  private async buyingOrder(em: EntityManager, user: CurrentUser, productId: number): Promise<{ id: string; dispatched: boolean } | null> {
    const [row] = await em.execute<{ id: string; dispatched: boolean }[]>(BUYING_ORDERS, [user.id, productId]);
    return row ?? null;
  }

  /** Why this customer may not review the piece (never bought it, or not dispatched yet); null when they may. */
  private async refusal(em: EntityManager, user: CurrentUser, productId: number): Promise<{ code: 'FORBIDDEN' | 'CONFLICT'; reason: string; message: string } | null> {
    const order = await this.buyingOrder(em, user, productId);
    if (!order) return { code: 'FORBIDDEN', reason: 'NOT_BOUGHT', message: PRODUCT_REVIEW_MESSAGES.notBought };
    if (!order.dispatched) return { code: 'CONFLICT', reason: 'NOT_DISPATCHED', message: PRODUCT_REVIEW_MESSAGES.notDispatched };
    return null;
  }
}
