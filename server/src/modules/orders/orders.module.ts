import type { AppModule } from '../../common/app-module';
import { SHOP_ORDER_KIND } from '../payments/payment-events';
import { CheckoutHoldResolver } from './checkout-holds.resolver';
import { CheckoutHoldService } from './checkout-holds.service';
import { CheckoutResolver } from './checkout.resolver';
import { CheckoutService } from './checkout.service';
import { createOrderDependencies } from './order-dependencies';
import { OrderHistoryResolver } from './order-history.resolver';
import { orderRecurringJobs } from './order-jobs';
import { OrderLine } from './order-line.entity';
import { applyPaymentEvent } from './order-payments';
import { OrderRefund } from './order-refund.entity';
import { Order } from './order.entity';
import { OrderResolver } from './order.resolver';
import { OrderService } from './order.service';
import { paymentRoutes } from './payment.routes';
import { SavedCart } from './saved-cart.entity';
import { SavedCartResolver } from './saved-cart.resolver';
import { SavedCartService } from './saved-cart.service';
import { StaffOrderResolver } from './staff-order.resolver';
import { StaffOrderService } from './staff-orders.service';
import { StockReservation } from './stock-reservation.entity';

declare module '../../common/request-context' {
  interface Services {
    checkout: CheckoutService;
    orders: OrderService;
    savedCart: SavedCartService;
    /** Staff order work; resolvers check the admin role first. */
    staffOrders: StaffOrderService;
    /** Open checkouts' holds on stock, for staff; resolvers check the admin role first. */
    checkoutHolds: CheckoutHoldService;
  }
}

/** The shop's orders: cart, checkout and its stock holds, order history, staff order work and refunds. */
export const ordersModule: AppModule = {
  name: 'orders',
  entities: [Order, OrderLine, OrderRefund, StockReservation, SavedCart],
  resolvers: [CheckoutResolver, OrderResolver, SavedCartResolver, StaffOrderResolver, CheckoutHoldResolver, OrderHistoryResolver],
  setup({ config, orm, messaging, payments }) {
    const orders = createOrderDependencies(config, messaging, payments);
    payments.events.handle(SHOP_ORDER_KIND, (em, event) => applyPaymentEvent(em, event, orders));
    return {
      services: {
        checkout: ({ em }) => new CheckoutService(em, orders),
        orders: ({ em }) => new OrderService(em, orders.tokens),
        savedCart: ({ em }) => new SavedCartService(em),
        staffOrders: ({ em }) => new StaffOrderService(em, orders),
        checkoutHolds: ({ em }) => new CheckoutHoldService(em),
      },
      routes: { api: [paymentRoutes()] },
      jobs: { recurring: orderRecurringJobs(orm, orders, config.paymentReconcileSeconds) },
    };
  },
};
