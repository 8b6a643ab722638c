import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { ProductView } from '../catalog/product.types';

@ObjectType('WishlistItem', { description: "A piece on the signed-in customer's wishlist, as the catalogue has it now." })
export class WishlistItemView {
  @Field(() => ProductView, { description: 'The product (link it to /product/{id}).' })
  product!: ProductView;

  @Field(() => GraphQLDateTimeISO, { description: 'When it was saved.' })
  addedAt!: Date;

  @Field(() => String, { nullable: true, description: 'Clothing: the size followed for back-in-stock alerts; null follows the piece.' })
  size!: string | null;
}
