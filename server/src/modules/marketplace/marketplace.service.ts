import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../../common/request-context';
import { type BrowseFilter, type BrowseSort } from './browse/browse-filter';
import { knownReference, marketBand } from './browse/market-band';
import { listingConnection } from './browse/listing-connection';
import { browseListings, marketplaceHighlights, type BrowsePage, type ListingCardRow } from './browse/marketplace-browse';
import type { Connection } from '../../common/cursor/connection';
import { SignalsService } from '../market-signals/signals.service';
import { ListingService } from './listings/listing.service';
import type { FileStore } from '../../common/files/file-store';
import { MARKETPLACE_COMMISSION_PERCENT, toCardView, toListingView } from './marketplace.mapper';
import type { MarketplaceHighlights, MarketplaceListingView, MarketplaceSellerProfile } from './marketplace.types';
import { sellerCards } from './sellers/seller-card';

const FEATURED = 8;

/** The marketplace as buyers read it: browse, one listing with its market band, a seller, the landing page. */
export class MarketplaceService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FileStore,
  ) {}

  private get knex(): Knex {
    return this.em.getKnex();
  }

  browse(filter: BrowseFilter, sort: BrowseSort, page: { offset?: number; limit?: number }): Promise<BrowsePage> {
    return browseListings(this.knex, filter, sort, page);
  }

  /** Live listings by cursor (keyset on the sort's field and the id). */
  listingConnection(filter: BrowseFilter, sort: BrowseSort, first: number, after?: string | null): Promise<Connection<ListingCardRow>> {
    return listingConnection(this.knex, filter, sort, first, after);
  }

  async listing(viewer: CurrentUser | null, id: number): Promise<MarketplaceListingView | null> {
    const listing = await new ListingService(this.em, this.files).forViewer(viewer, id);
    if (!listing) return null;
    // The band shows the reference's signal: bring the cached signals up to the market data first (cheap when current).
    await new SignalsService(this.em).ensureFresh();
    const [cards, band] = await Promise.all([
      sellerCards(this.knex, [listing.seller.id], { includeUnapproved: true }),
      marketBand(this.knex, listing.brand, listing.reference, listing.pricePence),
    ]);
    return toListingView(listing, cards.get(listing.seller.id)!, band);
  }

  async seller(id: number): Promise<MarketplaceSellerProfile | null> {
    const card = (await sellerCards(this.knex, [id])).get(id);
    if (!card) return null;
    const kind = card.sellerType === 'DEALER' ? 'Professional dealer' : 'Private seller';
    const since = card.memberSince.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' });
    return { seller: card, about: `${kind} in ${card.city}, selling on Aurum since ${since}. Every listing is checked by our team before it goes live.` };
  }

  knownReference(reference: string) {
    return knownReference(this.knex, reference);
  }

  async highlights(): Promise<MarketplaceHighlights> {
    const { featured, liveListings, sellers } = await marketplaceHighlights(this.knex, FEATURED);
    return { featured: featured.map(toCardView), liveListings, sellers, commissionPercent: MARKETPLACE_COMMISSION_PERCENT };
  }
}
