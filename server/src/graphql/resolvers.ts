import type { NonEmptyArray } from 'type-graphql';
import { AccountResolver } from '../modules/accounts/account.resolver';
import { AuthResolver } from '../modules/accounts/auth.resolver';
import { ProductListingResolver } from '../modules/catalog/product-listing.resolver';
import { ProductResolver } from '../modules/catalog/product.resolver';
import { ConsultationResolver } from '../modules/consultation/consultation.resolver';
import { MarketResolver } from '../modules/market-signals/market.resolver';
import { CheckoutResolver } from '../modules/orders/checkout.resolver';
import { OrderResolver } from '../modules/orders/order.resolver';
import { SupportResolver } from '../modules/support/support.resolver';
import { SavedCartResolver } from '../modules/orders/saved-cart.resolver';
import { OrderHistoryResolver } from '../modules/orders/order-history.resolver';
import { StaffOrderResolver } from '../modules/orders/staff-order.resolver';
import { CheckoutHoldResolver } from '../modules/orders/checkout-holds.resolver';
import { PartnerKeyResolver } from '../modules/partners/partner-key.resolver';
import { CustomerResolver } from '../modules/customers/customer.resolver';
import { InsightsResolver } from '../modules/insights/insights.resolver';
import { ServiceRequestResolver } from '../modules/returns/service-request.resolver';
import { WishlistResolver } from '../modules/wishlist/wishlist.resolver';
import { DashboardResolver } from '../modules/admin/dashboard.resolver';
import { AuditResolver } from '../modules/admin/audit.resolver';
import { ProductAdminResolver } from '../modules/catalog/admin/product-admin.resolver';
import { MarketplaceResolver } from '../modules/marketplace/marketplace.resolver';
import { MarketplaceAccountResolver } from '../modules/marketplace/marketplace-account.resolver';
import { EscrowResolver } from '../modules/marketplace/escrow/escrow.resolver';
import { ReviewResolver } from '../modules/marketplace/reviews/review.resolver';

/** Every resolver of the schema; a module adds its resolvers here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [ProductResolver, ProductListingResolver, CheckoutResolver, OrderResolver, SavedCartResolver, AuthResolver, AccountResolver, MarketResolver, ConsultationResolver, SupportResolver, StaffOrderResolver, CheckoutHoldResolver, OrderHistoryResolver, PartnerKeyResolver, ServiceRequestResolver, CustomerResolver, InsightsResolver, WishlistResolver, ProductAdminResolver, DashboardResolver, AuditResolver, MarketplaceResolver, MarketplaceAccountResolver, EscrowResolver, ReviewResolver];
