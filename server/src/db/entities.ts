import { StaffActionRecord } from '../common/audit/staff-action.entity';
import { RateBucket } from '../common/rate-limit/rate-bucket.entity';
import { PartnerApiKey, PartnerApiUsage } from '../modules/partners/partner-key.entity';
import { ACCOUNT_ENTITIES } from '../modules/accounts/account-entities';
import { CatalogueState } from '../modules/catalog/catalogue-state.entity';
import { Product } from '../modules/catalog/product.entity';
import { SearchTerm } from '../modules/catalog/search-term.entity';
import { MarketSale } from '../modules/market/market-sale.entity';
import { MarketSignal } from '../modules/market/market-signal.entity';
import { MarketState } from '../modules/market/market-state.entity';
import { WatchReference } from '../modules/market/watch-reference.entity';
import { OutboxMessage } from '../modules/messaging/outbox-message.entity';
import { ClientErrorReport } from '../modules/monitoring/client-error-report.entity';
import { MonitoringRateCounter } from '../modules/monitoring/rate-counter.entity';
import { WebVitalReport } from '../modules/monitoring/web-vital-report.entity';
import { OrderLine } from '../modules/orders/order-line.entity';
import { Order } from '../modules/orders/order.entity';
import { PaymentEvent } from '../modules/orders/payment-event.entity';
import { SavedCart } from '../modules/orders/saved-cart.entity';
import { SimulatedPaymentIntent } from '../modules/orders/simulated-payment-intent.entity';
import { StockReservation } from '../modules/orders/stock-reservation.entity';
import { SUPPORT_ENTITIES } from '../modules/support/support-ticket.entity';
import { ProductInterestDay } from '../modules/insights/product-interest-day.entity';
import { ServiceRequest } from '../modules/returns/service-request.entity';
import { SavedConsultation } from '../modules/consultation/saved-consultation.entity';
import { WishlistEntry } from '../modules/wishlist/wishlist-entry.entity';

/** Every entity the ORM knows; a module adds its entities here. */
export const ENTITIES = [Product, SearchTerm, CatalogueState, WebVitalReport, ClientErrorReport, MonitoringRateCounter, WatchReference, MarketSale, MarketState, MarketSignal, Order, OrderLine, StockReservation, PaymentEvent, SimulatedPaymentIntent, SavedCart, ...ACCOUNT_ENTITIES, SavedConsultation, ...SUPPORT_ENTITIES, OutboxMessage, StaffActionRecord, RateBucket, PartnerApiKey, PartnerApiUsage, ServiceRequest, ProductInterestDay, WishlistEntry];
