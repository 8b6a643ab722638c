import type { AppModule } from '../../common/app-module';
import { UserSellerResolver } from './sellers/user-seller.resolver';
import { MarketplaceConnectionResolver } from './marketplace-connection.resolver';
import { shopOrigin } from '../../config';
import type { EscrowDependencies } from './escrow/escrow-dependencies';
import { escrowJobHandlers } from './escrow/escrow-jobs';
import { MarketplaceOrder } from './escrow/marketplace-order.entity';
import { applyEscrowPaymentEvent, MARKETPLACE_ORDER_KIND } from './escrow/escrow-payments';
import { escrowRecurringJobs } from './escrow/escrow-reconciliation';
import { EscrowResolver } from './escrow/escrow.resolver';
import { escrowRoutes } from './escrow/escrow.routes';
import { LedgerEntry } from './ledger/ledger-entry.entity';
import { Listing, ListingPhoto, StolenSerial } from './listings/listing.entity';
import { MarketplaceAccountResolver } from './marketplace-account.resolver';
import { MarketplaceServices } from './marketplace-services';
import { MarketplaceResolver } from './marketplace.resolver';
import { marketplacePhotoRoutes, marketplaceRoutes } from './marketplace.routes';
import { ReviewResolver } from './reviews/review.resolver';
import { SellerReview } from './reviews/seller-review.entity';
import { Seller } from './sellers/seller.entity';

declare module '../../common/request-context' {
  interface Services {
    /** The peer marketplace: browse, sellers, listings and their moderation. */
    marketplace: MarketplaceServices;
  }
}

/** The peer marketplace: vetted sellers, their listings, escrow orders, the ledger and reviews. */
export const marketplaceModule: AppModule = {
  name: 'marketplace',
  entities: [Seller, Listing, ListingPhoto, StolenSerial, MarketplaceOrder, LedgerEntry, SellerReview],
  resolvers: [MarketplaceResolver, MarketplaceConnectionResolver, MarketplaceAccountResolver, EscrowResolver, ReviewResolver, UserSellerResolver],
  setup({ config, orm, files, messaging, payments }) {
    const escrow: EscrowDependencies = { gateway: payments.gateway, publicUrl: shopOrigin(config), messaging, marketplaceStaffEmail: config.marketplaceStaffEmail };
    payments.events.handle(MARKETPLACE_ORDER_KIND, (em, event) => applyEscrowPaymentEvent(em, event, escrow));
    return {
      services: { marketplace: ({ em }) => new MarketplaceServices(em, messaging, files, escrow) },
      routes: { files: [marketplacePhotoRoutes(files)], api: [marketplaceRoutes(files), escrowRoutes(files)] },
      jobs: { handlers: escrowJobHandlers(escrow), recurring: escrowRecurringJobs(orm, escrow, config.paymentReconcileSeconds) },
    };
  },
};
