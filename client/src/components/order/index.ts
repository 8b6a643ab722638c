export { OrderItems, type OrderItemsData } from './order-items';
export { OrderPanel } from './order-panel';
