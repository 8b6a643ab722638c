import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../graphql/connection.types';
import { MarketplaceListingCard } from './marketplace.types';

@ObjectType('MarketplaceListingEdge', { description: 'A live listing and the cursor of its place in the connection.' })
export class MarketplaceListingEdge {
  @Field(() => String, { description: 'Pass as `after` to continue after this listing.' }) cursor!: string;
  @Field(() => MarketplaceListingCard, { description: 'The listing.' }) node!: MarketplaceListingCard;
}

@ObjectType('MarketplaceListingConnection', { description: 'A page of live listings by cursor (Relay connection).' })
export class MarketplaceListingConnection {
  @Field(() => [MarketplaceListingEdge], { description: 'The listings of this page, in order.' }) edges!: MarketplaceListingEdge[];
  @Field(() => PageInfo, { description: 'Whether more follow, and the cursor to continue from.' }) pageInfo!: PageInfo;
  @Field(() => Int, { description: 'Live listings matching the filter now, over all pages.' }) totalCount!: number;
}
