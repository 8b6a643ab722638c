import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import { toOrderView } from './order.mapper';
import { OrderListView, OrderView } from './order.types';

@Resolver(() => OrderView)
export class OrderResolver {
  @Query(() => OrderView, { nullable: true, description: "One order by number: the buyer's with its access token, or a signed-in customer's own. Null otherwise." })
  async order(
    @Arg('number', () => String, { description: 'Order number, e.g. AUR-7K3M9Q2X.' }) number: string,
    @Arg('token', () => String, { nullable: true, description: 'The access token from the checkout or the confirmation email.' }) token: string | null,
    @Ctx() context: RequestContext,
  ): Promise<OrderView | null> {
    const order = await context.services.orders.findByAccess({ number, token }, context.user?.id ?? null);
    return order ? toOrderView(order) : null;
  }

  @Authorized()
  @Query(() => OrderListView, { description: "The signed-in customer's orders (paid at some point), newest first." })
  async myOrders(
    @Arg('limit', () => Int, { defaultValue: 20, description: 'Page size, 1 to 50.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Ctx() context: RequestContext,
  ): Promise<OrderListView> {
    const page = { limit: Math.min(Math.max(Math.trunc(limit), 1), 50), offset: Math.max(Math.trunc(offset), 0) };
    const { items, totalCount } = await context.services.orders.listForUser(requireUser(context).id, page.limit, page.offset);
    return { items: items.map(toOrderView), totalCount };
  }
}
