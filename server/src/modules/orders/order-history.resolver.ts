import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { OrderStaffActionView, type StaffOrderActionValue } from './order-operations.types';
import { OrderView } from './order.types';

/** The order's staff history, read only when asked for (the staff drawer). */
@Resolver(() => OrderView)
export class OrderHistoryResolver {
  @Authorized('admin')
  @FieldResolver(() => [OrderStaffActionView], { description: 'Staff only: who dispatched, refunded or cancelled it, and when, oldest first.' })
  async staffHistory(@Root() order: OrderView, @Ctx() { services }: RequestContext): Promise<OrderStaffActionView[]> {
    const actions = await services.staffOrders.history(order.id);
    return actions.map((entry) => ({ ...entry, action: entry.action as StaffOrderActionValue }));
  }
}
