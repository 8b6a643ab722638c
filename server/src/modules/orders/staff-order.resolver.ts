import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import { Money } from '../../graphql/money.type';
import { cancellationCode, toOrderView } from './order.mapper';
import { DispatchOrderInput } from '../delivery/delivery.types';
import { PaymentStatusValue, StaffOrderFilterInput, StaffOrderListView, type StaffOrderSummaryView } from './order-operations.types';
import { paymentStatusOf } from './order-transitions';
import { OrderStatusValue, OrderView, PaymentProviderValue } from './order.types';
import type { StaffOrderRow } from './staff-orders.service';
import { RefundLineInput } from './refund.types';

function summaryView(row: StaffOrderRow): StaffOrderSummaryView {
  return {
    id: row.id,
    number: row.number,
    status: row.status as OrderStatusValue,
    cancellationCode: cancellationCode(row.cancellationReason),
    paymentStatus: paymentStatusOf(row) as PaymentStatusValue,
    createdAt: row.createdAt,
    customerName: row.customerName,
    email: row.email,
    itemCount: row.itemCount,
    total: Money.ofPence(row.totalPence),
    paymentProvider: row.paymentProvider as PaymentProviderValue,
  };
}

/** Staff work on orders (admins only; the rules live in StaffOrderService). */
@Resolver()
export class StaffOrderResolver {
  @Authorized('admin')
  @Query(() => StaffOrderListView, { description: 'Staff: orders newest first, filtered by status and searched by order number or email.' })
  async staffOrders(
    @Arg('filter', () => StaffOrderFilterInput, { nullable: true, description: 'Status and search; none for every paid order.' }) filter: StaffOrderFilterInput | null,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Ctx() { services }: RequestContext,
  ): Promise<StaffOrderListView> {
    const page = await services.staffOrders.list({
      status: filter?.status ?? null,
      search: filter?.search ?? null,
      limit: Math.min(Math.max(Math.trunc(limit), 1), 100),
      offset: Math.max(Math.trunc(offset), 0),
    });
    return { items: page.items.map(summaryView), totalCount: page.totalCount };
  }

  @Authorized('admin')
  @Query(() => OrderView, { description: 'Staff: any order by number, with its lines, delivery, payment and the actions allowed now. NOT_FOUND when there is none.' })
  async staffOrder(
    @Arg('number', () => String, { description: 'Order number, e.g. AUR-7K3M9Q2X.' }) number: string,
    @Ctx() { services }: RequestContext,
  ): Promise<OrderView> {
    return toOrderView(await services.staffOrders.find(number));
  }

  @Authorized('admin')
  @Mutation(() => OrderView, { description: 'Staff: marks a paid order as dispatched with its carrier and tracking number, and emails the customer. BAD_USER_INPUT when the order is not paid or the tracking number is invalid.' })
  async dispatchOrder(
    @Arg('number', () => String, { description: 'Order number.' }) number: string,
    @Arg('input', () => DispatchOrderInput, { description: 'Carrier and tracking number.' }) input: DispatchOrderInput,
    @Ctx() context: RequestContext,
  ): Promise<OrderView> {
    return toOrderView(await context.services.staffOrders.dispatch(number, input, requireUser(context)));
  }

  @Authorized('admin')
  @Mutation(() => OrderView, {
    description:
      'Staff: refunds lines of a paid, dispatched or partly refunded order through the payment provider (the amount priced from the order itself), restocks them when asked (by default before dispatch, not after), records why and emails a credit note. Some lines: PARTIALLY_REFUNDED; every line: REFUNDED. A double click refunds once. BAD_USER_INPUT for an unknown line, a quantity outside 1 to what is left, or no reason.',
  })
  async refundOrder(
    @Arg('number', () => String, { description: 'Order number.' }) number: string,
    @Arg('lines', () => [RefundLineInput], { nullable: true, description: 'The lines and quantities to refund; none for every line not yet refunded.' }) lines: RefundLineInput[] | null,
    @Arg('reason', () => String, { description: 'Why (required; kept in the staff record).' }) reason: string,
    @Arg('restock', () => Boolean, { nullable: true, description: 'Put the items back on sale; by default yes before dispatch, no after.' }) restock: boolean | null,
    @Ctx() context: RequestContext,
  ): Promise<OrderView> {
    return toOrderView(await context.services.staffOrders.refund(number, { lines, reason, restock }, requireUser(context)));
  }

  @Authorized('admin')
  @Mutation(() => OrderView, { description: 'Staff: cancels a paid order not yet dispatched: refunds it in full, restocks it, and emails the customer.' })
  async cancelOrder(
    @Arg('number', () => String, { description: 'Order number.' }) number: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why (5 to 1,000 characters; required), kept in the staff audit trail.' }) reason: string | null,
    @Ctx() context: RequestContext,
  ): Promise<OrderView> {
    return toOrderView(await context.services.staffOrders.cancel(number, requireUser(context), reason));
  }
}
