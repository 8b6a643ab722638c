import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { CatalogService } from '../modules/catalog/catalog.service';
import type { CatalogueCache } from '../modules/catalog/catalogue-cache';
import type { CatalogueEngine } from '../modules/catalog/engine/catalogue-engine';
import { MonitoringService } from '../modules/monitoring/monitoring.service';
import { AccountServices } from '../modules/accounts/account-services';
import type { AccountDependencies } from '../modules/accounts/account-settings';
import type { MessagingDependencies } from '../modules/messaging/message-transport';
import { CheckoutService } from '../modules/orders/checkout.service';
import type { OrderDependencies } from '../modules/orders/order-dependencies';
import { OrderService } from '../modules/orders/order.service';
import { SavedCartService } from '../modules/orders/saved-cart.service';
import { StaffOrderService } from '../modules/orders/staff-orders.service';
import { CheckoutHoldService } from '../modules/orders/checkout-holds.service';
import { SignalsService } from '../modules/market-signals/signals.service';
import { MarketImportService } from '../modules/market-signals/market-import.service';
import { ConsultationService } from '../modules/consultation/consultation.service';
import { SupportService } from '../modules/support/support.service';
import { SavedConsultationsService } from '../modules/consultation/saved-consultations.service';
import type { PartnerIdentity } from '../modules/partners/partner-access';
import { type PartnerDependencies, PartnerKeyService } from '../modules/partners/partner-keys.service';
import { ServiceRequestService } from '../modules/returns/service-request.service';
import { StaffServiceRequestService } from '../modules/returns/staff-service-requests.service';
import { StaffCustomerService } from '../modules/customers/staff-customers.service';
import { InsightsService } from '../modules/insights/insights.service';
import { WishlistService } from '../modules/wishlist/wishlist.service';
import { MarketplaceServices } from '../modules/marketplace/marketplace-services';
import type { FileStore } from './files/file-store';

/** What lives as long as the process: the ORM and optimisations that a second process can do without. */
export interface AppDependencies {
  orm: MikroORM;
  catalogueCache: CatalogueCache;
  /** The in-memory catalogue, when this process runs one. */
  catalogueEngine?: CatalogueEngine;
  accounts: AccountDependencies;
  orders: OrderDependencies;
  messaging: MessagingDependencies;
  /** Where uploaded files are kept (PostgreSQL or S3), shared by every process. */
  files: FileStore;
  partners: PartnerDependencies;
}

/**
 * A request's entity manager, forked on first use: the listings and searches the
 * catalogue engine answers from memory never need one, and a fork per request
 * costs (MikroORM's fork rewrites its configuration, and process.env, twice).
 */
export type EntityManagerSource = () => EntityManager;

/** Services bound to one request's entity manager, created on first use. */
export class Services {
  private catalogService?: CatalogService;
  private monitoringService?: MonitoringService;
  private accountServices?: AccountServices;
  private checkoutService?: CheckoutService;
  private orderService?: OrderService;
  private savedCartService?: SavedCartService;
  private signalsService?: SignalsService;
  private consultationService?: ConsultationService;
  private marketImportService?: MarketImportService;
  private savedConsultationsService?: SavedConsultationsService;
  private supportService?: SupportService;
  private staffOrderService?: StaffOrderService;
  private checkoutHoldService?: CheckoutHoldService;
  private partnerKeyService?: PartnerKeyService;
  private serviceRequestService?: ServiceRequestService;
  private staffServiceRequestService?: StaffServiceRequestService;
  private staffCustomerService?: StaffCustomerService;
  private insightsService?: InsightsService;
  private wishlistService?: WishlistService;
  private marketplaceServices?: MarketplaceServices;

  constructor(
    private readonly entityManager: EntityManagerSource,
    private readonly dependencies: AppDependencies,
    /** Whether the request comes from a signed-in user (known once the session middleware has run). */
    private readonly signedIn: () => boolean = () => false,
  ) {}

  /** The request's entity manager (forked now if this is its first use). */
  get em(): EntityManager {
    return this.entityManager();
  }

  get catalog(): CatalogService {
    return (this.catalogService ??= new CatalogService(this.entityManager, this.dependencies.catalogueCache, this.dependencies.catalogueEngine, this.signedIn));
  }

  get monitoring(): MonitoringService {
    return (this.monitoringService ??= new MonitoringService(this.em));
  }

  get accounts(): AccountServices {
    return (this.accountServices ??= new AccountServices(this.em, this.dependencies.accounts, this.dependencies.messaging));
  }

  get checkout(): CheckoutService {
    return (this.checkoutService ??= new CheckoutService(this.em, this.dependencies.orders));
  }

  get orders(): OrderService {
    return (this.orderService ??= new OrderService(this.em, this.dependencies.orders.tokens));
  }

  get savedCart(): SavedCartService {
    return (this.savedCartService ??= new SavedCartService(this.em));
  }

  get signals(): SignalsService {
    return (this.signalsService ??= new SignalsService(this.em));
  }

  get consultation(): ConsultationService {
    return (this.consultationService ??= new ConsultationService(this.em, this.signals, this.savedConsultations));
  }

  get savedConsultations(): SavedConsultationsService {
    return (this.savedConsultationsService ??= new SavedConsultationsService(this.em));
  }

  get support(): SupportService {
    return (this.supportService ??= new SupportService(this.em, this.accounts.transport, this.dependencies.accounts.settings.publicUrl, this.dependencies.files));
  }

  /** Staff order work; resolvers check the admin role first. */
  get staffOrders(): StaffOrderService {
    return (this.staffOrderService ??= new StaffOrderService(this.em, this.dependencies.orders));
  }

  /** Open checkouts' holds on stock, for staff; resolvers check the admin role first. */
  get checkoutHolds(): CheckoutHoldService {
    return (this.checkoutHoldService ??= new CheckoutHoldService(this.em));
  }

  get partnerKeys(): PartnerKeyService {
    return (this.partnerKeyService ??= new PartnerKeyService(this.em, this.dependencies.partners));
  }

  /** Returns and repairs as customers raise and follow them. */
  get serviceRequests(): ServiceRequestService {
    return (this.serviceRequestService ??= new ServiceRequestService(this.em));
  }

  /** Staff work on returns and repairs; resolvers check the admin role first. */
  get staffServiceRequests(): StaffServiceRequestService {
    return (this.staffServiceRequestService ??= new StaffServiceRequestService(this.em, this.staffOrders, this.dependencies.messaging));
  }

  /** Staff work on customer accounts and VIP; resolvers check the admin role first. */
  get staffCustomers(): StaffCustomerService {
    return (this.staffCustomerService ??= new StaffCustomerService(this.em, this.dependencies.messaging));
  }

  /** The insights cards (admins) and the product interest counters (everyone). */
  get insights(): InsightsService {
    return (this.insightsService ??= new InsightsService(this.em, this.signals));
  }

  /** A signed-in customer's wishlist, kept in PostgreSQL. */
  get wishlist(): WishlistService {
    return (this.wishlistService ??= new WishlistService(this.em));
  }

  /** The peer marketplace: browse, sellers, listings and their moderation. */
  get marketplace(): MarketplaceServices {
    return (this.marketplaceServices ??= new MarketplaceServices(this.em, this.dependencies.messaging, this.dependencies.files, this.dependencies.orders));
  }

  get marketImport(): MarketImportService {
    return (this.marketImportService ??= new MarketImportService(this.em));
  }
}

/**
 * The signed-in user, loaded from the session cookie before any resolver or
 * REST handler runs (null for visitors). A snapshot, not an ORM entity: load
 * the User through a service when it must change.
 */
export interface CurrentUser {
  id: number;
  /** The session this request came with; signing out ends it. */
  sessionId: string;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  role: 'customer' | 'admin';
  isAdmin: boolean;
  isVip: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
}

/** What every resolver and REST handler gets: a forked entity manager, the services and the user. */
export interface RequestContext {
  /** Forked on first read. */
  readonly em: EntityManager;
  services: Services;
  user: CurrentUser | null;
  /** The partner API key the request came with (never together with a user). */
  partner: PartnerIdentity | null;
  request: Request;
}

/**
 * The context as a class: `em` is a getter on the prototype, so a copy of the
 * context (Apollo clones it per operation with Object.assign onto the same
 * prototype) keeps it lazy and shares the one fork.
 */
class LazyRequestContext implements RequestContext {
  readonly services: Services;
  user: CurrentUser | null = null;
  partner: PartnerIdentity | null = null;

  constructor(
    private readonly entityManager: EntityManagerSource,
    dependencies: AppDependencies,
    readonly request: Request,
  ) {
    this.services = new Services(entityManager, dependencies, () => this.user !== null);
  }

  get em(): EntityManager {
    return this.entityManager();
  }
}

export function createRequestContext(dependencies: AppDependencies, request: Request): RequestContext {
  let forked: EntityManager | undefined;
  return new LazyRequestContext(() => (forked ??= dependencies.orm.em.fork()), dependencies, request);
}
