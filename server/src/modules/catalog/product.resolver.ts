import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { CACHE_SECONDS, cacheFor } from '../../graphql/cache-control';
import { parseProductId } from './product-id';
import { toProductView } from './product.mapper';
import { toProductFilter } from './product-listing.resolver';
import { SearchProductsArgs, SimilarProductsArgs } from './product-listing.types';
import { ProductView } from './product.types';

@Resolver(() => ProductView)
export class ProductResolver {
  @cacheFor(CACHE_SECONDS.featured)
  @Query(() => [ProductView], { description: 'The featured collection shown on the home page: at most 4 products.' })
  async featuredProducts(@Ctx() { services }: RequestContext): Promise<ProductView[]> {
    return (await services.catalog.featuredProducts()).map(toProductView);
  }

  @cacheFor(CACHE_SECONDS.detail)
  @Query(() => ProductView, { nullable: true, description: 'One product by id; null when there is no such product.' })
  async product(
    @Arg('id', () => ID, { description: 'The product id.' }) id: string,
    @Ctx() { services }: RequestContext,
  ): Promise<ProductView | null> {
    const productId = parseProductId(id);
    if (productId === null) return null;
    const row = await services.catalog.findProduct(productId);
    return row ? toProductView(row) : null;
  }

  @cacheFor(CACHE_SECONDS.list)
  @Query(() => [ProductView], { description: 'Products like this one (same department, close in brand, price and attributes), for "Similar Products You May Like".' })
  async similarProducts(@Args(() => SimilarProductsArgs) { id, limit }: SimilarProductsArgs, @Ctx() { services }: RequestContext): Promise<ProductView[]> {
    const productId = parseProductId(id);
    if (productId === null) return [];
    return (await services.catalog.similarProducts(productId, limit)).map(toProductView);
  }

  @cacheFor(CACHE_SECONDS.list)
  @Query(() => [ProductView], { description: 'The search widget: typo-tolerant, ranked matches ("rolx submariner" finds the Rolex Submariner). Empty text finds nothing.' })
  async searchProducts(@Args(() => SearchProductsArgs) args: SearchProductsArgs, @Ctx() { services }: RequestContext): Promise<ProductView[]> {
    const { category } = toProductFilter({ category: args.category ?? undefined });
    const rows = await services.catalog.searchProducts(args.q, {
      limit: args.limit,
      brand: args.brand ?? undefined,
      inStock: args.inStock ?? undefined,
      category,
    });
    return rows.map(toProductView);
  }
}
