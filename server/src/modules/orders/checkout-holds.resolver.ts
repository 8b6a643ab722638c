import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import { STAFF_PAGE_LIMITS, staffPageType, staffPageWindow } from '../../common/staff-page';
import type { CheckoutHold } from './checkout-holds.service';

@ObjectType('CheckoutHoldLine', { description: 'Staff: one product an open checkout holds.' })
class CheckoutHoldLineView {
  @Field(() => ID, { description: 'The product.' }) productId!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => Int, { description: 'Units held.' }) quantity!: number;
}

@ObjectType('CheckoutHold', { description: 'Staff: an open checkout’s hold on stock, until it is paid or runs out.' })
class CheckoutHoldView {
  @Field(() => ID, { description: 'The checkout (its order id).' }) id!: string;
  @Field(() => String, { description: 'The checkout’s order number.' }) orderNumber!: string;
  @Field(() => String, { description: 'The shopper, masked (j•••@example.com), or "guest" before an email is given.' }) holder!: string;
  @Field(() => Int, { description: 'Units held in all.' }) units!: number;
  @Field(() => GraphQLDateTimeISO, { description: 'When the hold runs out.' }) expiresAt!: Date;
  @Field(() => [CheckoutHoldLineView], { description: 'What is held.' }) lines!: CheckoutHoldLineView[];
}

const CheckoutHoldPageView = staffPageType(CheckoutHoldView, 'CheckoutHoldPage', 'Staff: one page of the open checkouts holding stock, soonest to run out first.');
type CheckoutHoldPageView = InstanceType<typeof CheckoutHoldPageView>;

const toView = (hold: CheckoutHold): CheckoutHoldView => ({
  id: hold.orderId,
  orderNumber: hold.orderNumber,
  holder: hold.holder,
  units: hold.units,
  expiresAt: hold.expiresAt,
  lines: hold.lines.map((line) => ({ ...line, productId: String(line.productId) })),
});

/** Staff see open checkouts' holds on stock and can release one, with a reason (admins only; rules in CheckoutHoldService). */
@Resolver()
export class CheckoutHoldResolver {
  @Authorized('admin')
  @Query(() => CheckoutHoldPageView, { description: 'Staff: the open checkouts holding stock, soonest to run out first, one page at a time.' })
  async checkoutHolds(
    @Ctx() { services }: RequestContext,
    @Arg('limit', () => Int, { defaultValue: STAFF_PAGE_LIMITS.defaultLimit, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
  ): Promise<CheckoutHoldPageView> {
    const page = await services.checkoutHolds.openHolds(staffPageWindow(limit, offset));
    return { items: page.items.map(toView), totalCount: page.totalCount };
  }

  @Authorized('admin')
  @Mutation(() => CheckoutHoldView, {
    description: 'Staff: gives an open checkout’s held stock back now, with a reason (kept in the staff audit trail); the checkout then ends as expired. Answers the hold as it was. BAD_USER_INPUT (HOLD_NOT_OPEN) when nothing is held, (REASON_REQUIRED) without a reason.',
  })
  async releaseCheckoutHold(
    @Ctx() context: RequestContext,
    @Arg('id', () => ID, { description: 'The checkout (its order id).' }) id: string,
    @Arg('reason', () => String, { description: 'Why (5 to 1,000 characters).' }) reason: string,
  ): Promise<CheckoutHoldView> {
    return toView(await context.services.checkoutHolds.release(id, reason, requireUser(context)));
  }
}
