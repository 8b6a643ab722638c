import type { StaffActionRecord } from '../../../common/audit/staff-action.entity';
import { reviewActionOf } from '../../../common/review-moderation';
import type { PublicReviewRow } from './review.service';
import type { ReviewStatus } from '@aurum/rules/marketplace/review-rules';
import type { SellerReview } from './seller-review.entity';
import { ReviewDecisionValue, ReviewKindValue, SellerReviewStatusValue, type OrderSellerReviewView, type PublishedSellerReviewView, type ReviewLogEntryView, type StaffSellerReviewView } from './review.types';

export const reviewStatusValue = (status: ReviewStatus) => status.toUpperCase() as SellerReviewStatusValue;
export const reviewStatusWord = (value: SellerReviewStatusValue) => value.toLowerCase() as ReviewStatus;

export function toOrderReviewView(review: SellerReview): OrderSellerReviewView {
  return { id: String(review.id), rating: review.rating, text: review.text, status: reviewStatusValue(review.status), hiddenReason: review.hiddenReason, createdAt: review.createdAt };
}

export const toPublishedView = (row: PublicReviewRow): PublishedSellerReviewView => ({ ...row, id: String(row.id) });

export function toStaffReviewView(review: SellerReview): StaffSellerReviewView {
  const seller = review.seller;
  return {
    id: String(review.id),
    rating: review.rating,
    text: review.text,
    status: reviewStatusValue(review.status),
    hiddenReason: review.hiddenReason,
    orderNumber: review.order.number,
    sellerId: String(seller.id),
    sellerName: seller.businessName ?? seller.legalName,
    buyerEmail: review.buyer.email,
    createdAt: review.createdAt,
    moderatedAt: review.moderatedAt,
  };
}

const statusOrNull = (value: unknown) => (typeof value === 'string' && ['pending', 'published', 'hidden'].includes(value) ? reviewStatusValue(value as ReviewStatus) : null);

export function toReviewLogEntry(record: StaffActionRecord): ReviewLogEntryView {
  const changes = (record.changes ?? {}) as { status?: { from?: unknown; to?: unknown }; sellerId?: unknown; productId?: unknown; orderNumber?: unknown };
  const moderation = reviewActionOf(record.action);
  return {
    id: record.id,
    action: moderation?.decision === 'hide' ? ReviewDecisionValue.HIDE : ReviewDecisionValue.PUBLISH,
    kind: moderation?.kind === 'product' ? ReviewKindValue.PRODUCT : ReviewKindValue.SELLER,
    productId: typeof changes.productId === 'string' ? changes.productId : null,
    moderatorEmail: record.actorEmail,
    createdAt: record.createdAt,
    reason: record.reason ?? null,
    reviewId: record.subjectId,
    sellerId: typeof changes.sellerId === 'string' ? changes.sellerId : null,
    orderNumber: typeof changes.orderNumber === 'string' ? changes.orderNumber : null,
    fromStatus: statusOrNull(changes.status?.from),
    toStatus: statusOrNull(changes.status?.to),
  };
}
