export { ReviewsScreen } from './reviews-screen';
export { ProductReviewsScreen } from './product-reviews-screen';
export { ReviewLogsScreen } from './review-logs-screen';
