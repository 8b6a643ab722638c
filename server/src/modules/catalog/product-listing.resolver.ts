import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { CACHE_SECONDS, cacheFor } from '../../graphql/cache-control';
import { selectsField } from '../../graphql/selection';
import { Money } from '../../graphql/money.type';
import type { ProductListing } from './catalogue-reader';
import type { Facets } from './product-facets';
import type { ProductFilter } from './product-filter';
import { CategoryFilterValue, PageInput, ProductFacets, ProductFilterInput, ProductPage, ProductSortValue } from './product-listing.types';
import { toProductView } from './product.mapper';

/** A page as resolved: the filter travels along so facets can be computed for it. */
type ResolvedPage = ProductPage & { filter: ProductFilter; facetsPromise?: Promise<Facets> };

export function toProductFilter(input: ProductFilterInput | undefined): ProductFilter {
  if (!input) return {};
  const { category, minPrice, maxPrice, ...rest } = input;
  return {
    ...rest,
    category: category === CategoryFilterValue.WATCHES ? 'watches' : category === CategoryFilterValue.CLOTHING ? 'clothing' : undefined,
    minPricePence: minPrice ?? undefined,
    maxPricePence: maxPrice ?? undefined,
  };
}

export function toFacetsView(facets: Facets): ProductFacets {
  const { priceRange, ...rest } = facets;
  return {
    ...rest,
    priceRange: {
      min: priceRange.minPence === null ? null : Money.ofPence(priceRange.minPence),
      max: priceRange.maxPence === null ? null : Money.ofPence(priceRange.maxPence),
    },
  };
}

/** A listing page's own fields besides its items (also written by the web app's fast path, graphql/fast-listing). */
export function pageFields(listing: ProductListing): Omit<ProductPage, 'items'> {
  return {
    totalCount: listing.totalCount,
    offset: listing.page.offset,
    limit: listing.page.limit,
    hasMore: listing.page.offset + listing.items.length < listing.totalCount,
  };
}

@Resolver(() => ProductPage)
export class ProductListingResolver {
  @cacheFor(CACHE_SECONDS.list)
  @Query(() => ProductPage, { description: 'A listing: one page of products matching the filter, in the chosen order, with the total and facets.' })
  async products(
    @Ctx() { services }: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('filter', () => ProductFilterInput, { nullable: true, description: 'What to show; everything when left out.' }) filter?: ProductFilterInput,
    @Arg('sort', () => ProductSortValue, { nullable: true, defaultValue: ProductSortValue.FEATURED, description: 'The order.' }) sort?: ProductSortValue,
    @Arg('page', () => PageInput, { nullable: true, description: 'Which slice; the first 24 when left out.' }) page?: PageInput,
  ): Promise<ResolvedPage> {
    const productFilter = toProductFilter(filter);
    // Facets and items are independent queries: start both at once when both are asked for.
    const facetsPromise = selectsField(info, 'facets') ? services.catalog.productFacets(productFilter) : undefined;
    facetsPromise?.catch(() => undefined);
    const listing = await services.catalog.listProducts(productFilter, sort ?? ProductSortValue.FEATURED, page);
    return { ...pageFields(listing), items: listing.items.map(toProductView), filter: productFilter, facetsPromise };
  }

  @FieldResolver(() => ProductFacets, { description: 'Counts for every filter group under the current filter.' })
  async facets(@Root() page: ResolvedPage, @Ctx() { services }: RequestContext): Promise<ProductFacets> {
    return toFacetsView(await (page.facetsPromise ?? services.catalog.productFacets(page.filter)));
  }
}
