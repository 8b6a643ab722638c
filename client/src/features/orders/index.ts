export { OrderConfirmationPage } from './order-confirmation-page';
export { OrderHistoryPage } from './order-history-page';
export { OrderDetailPage } from './order-detail-page';
