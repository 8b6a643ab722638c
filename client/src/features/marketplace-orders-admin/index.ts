export { MarketplaceOrdersScreen } from './orders-screen';
export { MarketplaceOrderDetailScreen } from './order-detail-screen';
export { PayoutAccountForm } from './payout-account-form';
