import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { CACHE_SECONDS, cacheFor } from '../../graphql/cache-control';
import { ConnectionArgs } from '../../graphql/connection.types';
import { ProductConnection } from './product-connection.types';
import { ProductFilterInput, ProductSortValue } from './product-listing.types';
import { toProductFilter } from './product-listing.resolver';
import { toProductView } from './product.mapper';

@Resolver(() => ProductConnection)
export class ProductConnectionResolver {
  @cacheFor(CACHE_SECONDS.list)
  @Query(() => ProductConnection, {
    description: 'The catalogue by cursor (Relay connection): the same filter and sorts as `products`, without an offset limit. See `after` for how long a cursor lasts.',
  })
  async productConnection(
    @Ctx() { services }: RequestContext,
    @Args(() => ConnectionArgs) { first, after }: ConnectionArgs,
    @Arg('filter', () => ProductFilterInput, { nullable: true, description: 'What to show; everything when left out.' }) filter?: ProductFilterInput,
    @Arg('sort', () => ProductSortValue, { nullable: true, defaultValue: ProductSortValue.FEATURED, description: 'The order.' }) sort?: ProductSortValue,
  ): Promise<ProductConnection> {
    const page = await services.productConnections.page(toProductFilter(filter), sort ?? ProductSortValue.FEATURED, first, after);
    return { ...page, edges: page.edges.map(({ cursor, node }) => ({ cursor, node: toProductView(node) })) };
  }
}
