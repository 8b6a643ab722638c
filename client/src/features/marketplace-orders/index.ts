export { MarketplaceCheckoutPage } from './marketplace-checkout-page';
export { MarketplaceOrderConfirmationPage } from './order-confirmation-page';
export { MarketplaceOrdersPage } from './marketplace-orders-page';
export { MarketplaceOrderPage } from './marketplace-order-page';
export { SellerSales } from './seller-sales';
