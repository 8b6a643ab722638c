import { reviewStatusValue } from '../../marketplace/reviews/review.mapper';
import type { PublicProductReviewRow } from './product-review.service';
import type { ProductReview } from './product-review.entity';
import type { OwnProductReviewView, PublishedProductReviewView, StaffProductReviewView } from './product-review.types';

export const toOwnProductReview = (review: ProductReview): OwnProductReviewView => ({
  id: String(review.id),
  rating: review.rating,
  title: review.title,
  text: review.text,
  status: reviewStatusValue(review.status),
  hiddenReason: review.hiddenReason,
  createdAt: review.createdAt,
});

export const toPublishedProductReview = (row: PublicProductReviewRow): PublishedProductReviewView => ({ ...row, id: String(row.id) });

export const toStaffProductReview = (review: ProductReview): StaffProductReviewView => ({
  id: String(review.id),
  rating: review.rating,
  title: review.title,
  text: review.text,
  status: reviewStatusValue(review.status),
  hiddenReason: review.hiddenReason,
  productId: String(review.product.id),
  productName: review.product.name,
  orderNumber: review.order.number,
  buyerEmail: review.buyer.email,
  createdAt: review.createdAt,
  moderatedAt: review.moderatedAt,
});
