export { OrdersSection } from './orders-section';
