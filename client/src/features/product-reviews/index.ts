export { NO_REVIEWS_TEXT, ProductReviewsPanel } from './product-reviews-panel';
export { RatingSummary } from './rating-summary';
