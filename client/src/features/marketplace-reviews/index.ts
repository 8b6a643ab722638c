export { SellerReviewPanel } from './seller-review-panel';
export { SellerReviewsSection } from './seller-reviews-section';
export { Stars } from './stars';
