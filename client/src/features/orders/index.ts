export { OrderConfirmationPage } from './order-confirmation-page';
export { OrderHistory } from './order-history';
export { OrderDetailPage } from './order-detail-page';
