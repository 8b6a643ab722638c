export { ReviewsScreen } from './reviews-screen';
export { ReviewLogsScreen } from './review-logs-screen';
