import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import { Money } from '../../graphql/money.type';
import { parseProductId } from '../catalog/product-id';
import type { CartLineView as CartLine } from './saved-cart.service';
import { CartLineView, CheckoutItemInput } from './order.types';

const toView = (line: CartLine): CartLineView => ({
  productId: String(line.productId),
  name: line.name,
  brand: line.brand,
  imageUrl: line.imageUrl,
  price: Money.ofPence(line.unitPricePence),
  size: line.size,
  quantity: line.quantity,
});

const toRequests = (items: CheckoutItemInput[]) =>
  items.map((item) => ({ productId: parseProductId(item.productId) ?? -1, quantity: item.quantity, size: item.size }));

/** The signed-in customer's cart on the server: it follows them across devices. */
@Resolver(() => CartLineView)
export class SavedCartResolver {
  @Authorized()
  @Query(() => [CartLineView], { description: "The signed-in customer's saved cart." })
  async myCart(@Ctx() context: RequestContext): Promise<CartLineView[]> {
    return (await context.services.savedCart.get(requireUser(context).id)).map(toView);
  }

  @Authorized()
  @Mutation(() => [CartLineView], {
    description: "At sign-in: merges this browser's cart into the saved one (a line on both sides keeps the larger quantity) and returns the merged cart, with current prices.",
  })
  async mergeCart(
    @Arg('items', () => [CheckoutItemInput], { description: "This browser's cart lines." }) items: CheckoutItemInput[],
    @Ctx() context: RequestContext,
  ): Promise<CartLineView[]> {
    return (await context.services.savedCart.merge(requireUser(context).id, toRequests(items))).map(toView);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Replaces the saved cart with this browser's, after a change while signed in." })
  async saveCart(
    @Arg('items', () => [CheckoutItemInput], { description: 'The whole cart.' }) items: CheckoutItemInput[],
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    await context.services.savedCart.replace(requireUser(context).id, toRequests(items));
    return true;
  }
}
