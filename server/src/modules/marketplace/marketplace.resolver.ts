import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { CACHE_SECONDS, cacheFor } from '../../graphql/cache-control';
import { Money } from '../../graphql/money.type';
import { PageInput } from '../catalog/product-listing.types';
import { BROWSE_SORTS, parseMarketplaceId, toBrowseFilter } from './browse/browse-input';
import type { BrowsePage } from './browse/marketplace-browse';
import { conditionValue, MarketplaceSortValue, sellerTypeValue } from './marketplace-enums';
import { toCardView } from './marketplace.mapper';
import { MarketplaceFilterInput, MarketplaceHighlights, MarketReferenceMatch, MarketplaceListingPage, MarketplaceListingView, MarketplaceSellerProfile } from './marketplace.types';
import type { ListingCondition } from '@aurum/rules/marketplace/listing-status';
import type { SellerType } from '@aurum/rules/marketplace/seller-status';

export function toPageView(page: BrowsePage): MarketplaceListingPage {
  const { facets } = page;
  return {
    items: page.items.map(toCardView),
    total: page.total,
    totalCount: page.total,
    offset: page.offset,
    limit: page.limit,
    facets: {
      brands: facets.brands,
      conditions: facets.conditions.map(({ value, count }) => ({ value: conditionValue(value as ListingCondition), count })),
      sellerTypes: facets.sellerTypes.map(({ value, count }) => ({ value: sellerTypeValue(value as SellerType), count })),
      boxAndPapers: facets.boxAndPapers,
      price: { min: facets.price.min === null ? null : Money.ofPence(facets.price.min), max: facets.price.max === null ? null : Money.ofPence(facets.price.max) },
      year: facets.year,
      caseSize: facets.caseSize,
    },
  };
}

/** The marketplace as buyers and partners read it (issue 13 §4). */
@Resolver()
export class MarketplaceResolver {
  @cacheFor(CACHE_SECONDS.list)
  @Query(() => MarketplaceListingPage, { description: 'Live marketplace listings matching the filter, in the chosen order, with the total and facet counts (GET /api/marketplace/listings).' })
  async marketplaceListings(
    @Ctx() { services }: RequestContext,
    @Arg('filter', () => MarketplaceFilterInput, { nullable: true, description: 'What to show; every live listing when left out.' }) filter?: MarketplaceFilterInput,
    @Arg('sort', () => MarketplaceSortValue, { nullable: true, defaultValue: MarketplaceSortValue.NEWEST, description: 'The order; newest first by default.' }) sort?: MarketplaceSortValue,
    @Arg('page', () => PageInput, { nullable: true, description: 'Which slice; the first 24 when left out; limit at most 100 (more is refused).' }) page?: PageInput,
  ): Promise<MarketplaceListingPage> {
    const result = await services.marketplace.browse.browse(toBrowseFilter(filter), BROWSE_SORTS[sort ?? MarketplaceSortValue.NEWEST], { offset: page?.offset, limit: page?.limit });
    return toPageView(result);
  }

  @Query(() => MarketplaceListingView, { nullable: true, description: 'One listing with its seller and market value band; null when the caller may not see it (GET /api/marketplace/listings/{id}).' })
  async marketplaceListing(@Ctx() { services, user }: RequestContext, @Arg('id', () => ID, { description: 'The listing id.' }) id: string): Promise<MarketplaceListingView | null> {
    const listingId = parseMarketplaceId(id);
    return listingId === null ? null : services.marketplace.browse.listing(user, listingId);
  }

  @cacheFor(CACHE_SECONDS.list)
  @Query(() => MarketplaceSellerProfile, { nullable: true, description: 'An approved seller’s public profile; null otherwise.' })
  async marketplaceSeller(@Ctx() { services }: RequestContext, @Arg('id', () => ID, { description: 'The seller id.' }) id: string): Promise<MarketplaceSellerProfile | null> {
    const sellerId = parseMarketplaceId(id);
    return sellerId === null ? null : services.marketplace.browse.seller(sellerId);
  }

  @cacheFor(CACHE_SECONDS.list)
  @Query(() => MarketReferenceMatch, { nullable: true, description: 'The brand and model of a reference the market data knows (the listing form fills them in); null otherwise.' })
  async marketReference(@Ctx() { services }: RequestContext, @Arg('reference', () => String, { description: 'A maker’s reference, any spacing or case.' }) reference: string): Promise<MarketReferenceMatch | null> {
    return services.marketplace.browse.knownReference(reference);
  }

  @cacheFor(CACHE_SECONDS.list)
  @Query(() => MarketplaceHighlights, { description: 'The marketplace landing page: newest live listings and its size.' })
  async marketplaceHighlights(@Ctx() { services }: RequestContext): Promise<MarketplaceHighlights> {
    return services.marketplace.browse.highlights();
  }
}
