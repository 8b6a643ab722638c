import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessagingDependencies } from '../messaging/message-transport';
import { EscrowCheckoutService } from './escrow/escrow-checkout.service';
import type { EscrowDependencies } from './escrow/escrow-dependencies';
import { EscrowService } from './escrow/escrow.service';
import { ListingModerationService } from './listings/listing-moderation.service';
import { ListingService } from './listings/listing.service';
import type { FileStore } from '../../common/files/file-store';
import { MarketplaceService } from './marketplace.service';
import { ReviewService } from './reviews/review.service';
import { SellerService } from './sellers/seller.service';

/** The marketplace's services for one request, created on first use. */
export class MarketplaceServices {
  private browseService?: MarketplaceService;
  private sellerService?: SellerService;
  private listingService?: ListingService;
  private moderationService?: ListingModerationService;
  private escrowCheckoutService?: EscrowCheckoutService;
  private escrowService?: EscrowService;
  private reviewService?: ReviewService;

  constructor(
    private readonly em: EntityManager,
    private readonly messaging: MessagingDependencies,
    readonly files: FileStore,
    private readonly escrowDependencies: EscrowDependencies,
  ) {}

  /** What buyers read: browse, listing detail, sellers, the landing page. */
  get browse(): MarketplaceService {
    return (this.browseService ??= new MarketplaceService(this.em, this.files));
  }

  /** Seller applications and staff decisions on them. */
  get sellers(): SellerService {
    return (this.sellerService ??= new SellerService(this.em, this.messaging, this.files));
  }

  /** A seller's own listings. */
  get listings(): ListingService {
    return (this.listingService ??= new ListingService(this.em, this.files));
  }

  /** Staff review of listings and the stolen serial register; resolvers check the admin role first. */
  get moderation(): ListingModerationService {
    return (this.moderationService ??= new ListingModerationService(this.em, this.messaging));
  }

  /** Buying a listing: reservation, server-priced order, payment. */
  get escrowCheckout(): EscrowCheckoutService {
    return (this.escrowCheckoutService ??= new EscrowCheckoutService(this.em, this.escrowDependencies));
  }

  /** The escrow's steps after payment, for buyers, sellers and staff (resolvers check the admin role first). */
  get escrow(): EscrowService {
    return (this.escrowService ??= new EscrowService(this.em, this.escrowDependencies, this.files));
  }

  /** Buyers' reviews of sellers and their moderation (resolvers check the admin role for staff operations). */
  get reviews(): ReviewService {
    return (this.reviewService ??= new ReviewService(this.em, this.messaging));
  }
}
