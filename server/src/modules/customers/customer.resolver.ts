import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireAdmin } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import { AppError } from '../../common/errors';
import { CUSTOMER_NOT_FOUND } from './customer-profile';
import { CustomerFilterInput, CustomerPageView, CustomerProfileView, toCustomerProfile, toCustomerSummary } from './customer.types';

const customerId = (id: string) => {
  if (!/^\d{1,9}$/.test(id)) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return Number(id);
};

async function profileView(context: RequestContext, id: number): Promise<CustomerProfileView> {
  const service = context.services.staffCustomers;
  const [profile, history] = await Promise.all([service.profile(id), service.history(id)]);
  return toCustomerProfile(profile, history);
}

/** Staff work on customer accounts (admins only; the rules live in StaffCustomerService). */
@Resolver()
export class CustomerResolver {
  @Authorized('admin')
  @Query(() => CustomerPageView, { description: 'Staff: customer accounts, newest first, searched by email, name or phone.' })
  async staffCustomers(
    @Arg('filter', () => CustomerFilterInput, { nullable: true, description: 'Search and VIP filter.' }) filter: CustomerFilterInput | null,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Ctx() context: RequestContext,
  ): Promise<CustomerPageView> {
    const page = await context.services.staffCustomers.list({
      search: filter?.search?.slice(0, 100) ?? null,
      vipOnly: filter?.vipOnly ?? null,
      limit: Math.min(Math.max(Math.trunc(limit), 1), 100),
      offset: Math.max(Math.trunc(offset), 0),
    });
    return { items: page.items.map(toCustomerSummary), totalCount: page.totalCount };
  }

  @Authorized('admin')
  @Query(() => CustomerProfileView, { description: 'Staff: one customer with orders, tickets, consultations, requests, sessions and staff history. NOT_FOUND for unknown ids and staff accounts.' })
  async staffCustomer(@Arg('id', () => ID, { description: 'Account id.' }) id: string, @Ctx() context: RequestContext): Promise<CustomerProfileView> {
    return profileView(context, customerId(id));
  }

  @Authorized('admin')
  @Mutation(() => CustomerProfileView, { description: 'Staff: makes a customer VIP or ends it, with a reason; the customer is emailed. VIP opens the VIP Concierge ticket category. CONFLICT when nothing would change.' })
  async setCustomerVip(
    @Arg('id', () => ID, { description: 'Account id.' }) id: string,
    @Arg('vip', () => Boolean, { description: 'VIP or not.' }) vip: boolean,
    @Arg('reason', () => String, { description: 'Why (5 to 500 characters), kept in the staff record.' }) reason: string,
    @Ctx() context: RequestContext,
  ): Promise<CustomerProfileView> {
    const staff = requireAdmin(context);
    await context.services.staffCustomers.setVip(customerId(id), vip, reason, staff);
    return profileView(context, customerId(id));
  }

  @Authorized('admin')
  @Mutation(() => CustomerProfileView, { description: 'Staff: signs the customer out of every browser.' })
  async endCustomerSessions(@Arg('id', () => ID, { description: 'Account id.' }) id: string, @Ctx() context: RequestContext): Promise<CustomerProfileView> {
    const staff = requireAdmin(context);
    await context.services.staffCustomers.endSessions(customerId(id), staff);
    return profileView(context, customerId(id));
  }
}
