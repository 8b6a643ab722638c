import { Field, Int, ObjectType } from 'type-graphql';
import { inheritCache } from '../../graphql/cache-control';
import { PageInfo } from '../../graphql/connection.types';
import { PLAIN_DATA } from '../../graphql/plain-data';
import { ProductView } from './product.types';

@inheritCache()
@ObjectType('ProductEdge', { ...PLAIN_DATA, description: 'A product and the cursor of its place in the connection.' })
export class ProductEdge {
  @Field(() => String, { description: 'Pass as `after` to continue after this product.' })
  cursor!: string;

  @Field(() => ProductView, { description: 'The product.' })
  node!: ProductView;
}

@inheritCache()
@ObjectType('ProductConnection', { ...PLAIN_DATA, description: 'A page of the catalogue by cursor (Relay connection).' })
export class ProductConnection {
  @Field(() => [ProductEdge], { description: 'The products of this page, in order.' })
  edges!: ProductEdge[];

  @Field(() => PageInfo, { description: 'Whether more follow, and the cursor to continue from.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Products matching the filter now, over all pages (under a computed sort: in the frozen order, at most 10,000).' })
  totalCount!: number;
}
