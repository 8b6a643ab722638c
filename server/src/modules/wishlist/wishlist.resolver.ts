import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import { toProductView } from '../catalog/product.mapper';
import type { WishlistItemData } from './wishlist.service';
import { WishlistItemView } from './wishlist.types';

const toViews = (items: WishlistItemData[]): WishlistItemView[] => items.map(({ product, addedAt, size }) => ({ product: toProductView(product), addedAt, size }));

/** The signed-in customer's wishlist, kept on the server so it follows them across devices. */
@Resolver(() => WishlistItemView)
export class WishlistResolver {
  @Authorized()
  @Query(() => [WishlistItemView], { description: "The signed-in customer's wishlist, oldest first." })
  async wishlist(@Ctx() context: RequestContext): Promise<WishlistItemView[]> {
    return toViews(await context.services.wishlist.list(requireUser(context).id));
  }

  @Authorized()
  @Mutation(() => [WishlistItemView], {
    description:
      'Saves a product to the wishlist (no change when it is there already, except a new size) and returns the whole list. NOT_FOUND for an unknown product; BAD_USER_INPUT for a size the piece does not come in.',
  })
  async addToWishlist(
    @Arg('productId', () => ID, { description: 'The product id.' }) productId: string,
    @Ctx() context: RequestContext,
    @Arg('size', () => String, { nullable: true, description: 'Clothing: the size to follow for back-in-stock alerts (one of the piece’s sizes).' }) size?: string | null,
  ): Promise<WishlistItemView[]> {
    return toViews(await context.services.wishlist.add(requireUser(context).id, productId, size));
  }

  @Authorized()
  @Mutation(() => [WishlistItemView], { description: 'Removes a product from the wishlist (no error when it is not there) and returns the whole list.' })
  async removeFromWishlist(@Arg('productId', () => ID, { description: 'The product id.' }) productId: string, @Ctx() context: RequestContext): Promise<WishlistItemView[]> {
    return toViews(await context.services.wishlist.remove(requireUser(context).id, productId));
  }

  @Authorized()
  @Mutation(() => [WishlistItemView], {
    description: "At sign-in: this browser's saved pieces join the account's wishlist (each kept once; unknown products skipped) and the whole list is returned.",
  })
  async mergeWishlist(
    @Arg('productIds', () => [ID], { description: "The ids on this browser's list, in its order (at most 200)." }) productIds: string[],
    @Ctx() context: RequestContext,
  ): Promise<WishlistItemView[]> {
    return toViews(await context.services.wishlist.merge(requireUser(context).id, productIds));
  }
}
