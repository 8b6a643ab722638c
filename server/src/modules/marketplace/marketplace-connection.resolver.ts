import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { CACHE_SECONDS, cacheFor } from '../../graphql/cache-control';
import { ConnectionArgs } from '../../graphql/connection.types';
import { BROWSE_SORTS, toBrowseFilter } from './browse/browse-input';
import { MarketplaceSortValue } from './marketplace-enums';
import { MarketplaceListingConnection } from './marketplace-connection.types';
import { toCardView } from './marketplace.mapper';
import { MarketplaceFilterInput } from './marketplace.types';

@Resolver(() => MarketplaceListingConnection)
export class MarketplaceConnectionResolver {
  @cacheFor(CACHE_SECONDS.list)
  @Query(() => MarketplaceListingConnection, {
    description: 'Live marketplace listings by cursor (Relay connection): the same filter and sorts as `marketplaceListings`, without an offset limit. Every sort is on a stored field, so a cursor never expires.',
  })
  async marketplaceListingConnection(
    @Ctx() { services }: RequestContext,
    @Args(() => ConnectionArgs) { first, after }: ConnectionArgs,
    @Arg('filter', () => MarketplaceFilterInput, { nullable: true, description: 'What to show; every live listing when left out.' }) filter?: MarketplaceFilterInput,
    @Arg('sort', () => MarketplaceSortValue, { nullable: true, defaultValue: MarketplaceSortValue.NEWEST, description: 'The order; newest first by default.' }) sort?: MarketplaceSortValue,
  ): Promise<MarketplaceListingConnection> {
    const page = await services.marketplace.browse.listingConnection(toBrowseFilter(filter), BROWSE_SORTS[sort ?? MarketplaceSortValue.NEWEST], first, after);
    return { ...page, edges: page.edges.map(({ cursor, node }) => ({ cursor, node: toCardView(node) })) };
  }
}
