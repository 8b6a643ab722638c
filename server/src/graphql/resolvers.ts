import type { NonEmptyArray } from 'type-graphql';
import { ProductListingResolver } from '../modules/catalog/product-listing.resolver';
import { ProductResolver } from '../modules/catalog/product.resolver';

/** Every resolver of the schema; a module adds its resolvers here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [ProductResolver, ProductListingResolver];
