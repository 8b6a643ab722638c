import type { AppModule } from './common/app-module';
import { accountsModule } from './modules/accounts/accounts.module';
import { alertsModule } from './modules/alerts/alerts.module';
import { adminModule } from './modules/admin/admin.module';
import { catalogModule } from './modules/catalog/catalog.module';
import { consultationModule } from './modules/consultation/consultation.module';
import { customersModule } from './modules/customers/customers.module';
import { healthModule } from './modules/health/health.module';
import { insightsModule } from './modules/insights/insights.module';
import { marketSignalsModule } from './modules/market-signals/market-signals.module';
import { marketplaceModule } from './modules/marketplace/marketplace.module';
import { messagingModule } from './modules/messaging/messaging.module';
import { monitoringModule } from './modules/monitoring/monitoring.module';
import { ordersModule } from './modules/orders/orders.module';
import { partnersModule } from './modules/partners/partners.module';
import { paymentsModule } from './modules/payments/payments.module';
import { productImagesModule } from './modules/product-images/product-images.module';
import { returnsModule } from './modules/returns/returns.module';
import { supportModule } from './modules/support/support.module';
import { wishlistModule } from './modules/wishlist/wishlist.module';

/**
 * The shop's modules, in the order their `setup` runs: a module comes after those whose shared dependencies
 * it uses (messaging and payments early; orders and the marketplace after payments; health after the catalogue).
 * Adding a module: write its `<name>.module.ts` and add it here (docs/architecture.md).
 */
export const MODULES: readonly AppModule[] = [
  messagingModule,
  accountsModule,
  paymentsModule,
  productImagesModule,
  catalogModule,
  monitoringModule,
  healthModule,
  marketSignalsModule,
  consultationModule,
  supportModule,
  ordersModule,
  partnersModule,
  returnsModule,
  customersModule,
  insightsModule,
  wishlistModule,
  alertsModule,
  adminModule,
  marketplaceModule,
];
