export { OrdersSection } from './orders-section';
export { CheckoutHoldsSection } from './checkout-holds-section';
