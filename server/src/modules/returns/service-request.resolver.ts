import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireAdmin, requireUser } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import { AppError } from '../../common/errors';
import type { ServiceRequest } from './service-request.entity';
import { REQUEST_NOT_FOUND } from './staff-service-requests.service';
import { SERVICE_REQUEST_KINDS, type ServiceRequestKind } from './service-request-states';
import {
  ServiceRequestActionValue,
  ServiceRequestFilterInput,
  ServiceRequestInput,
  ServiceRequestPageView,
  ServiceRequestView,
  toServiceRequestView,
} from './service-request.types';

const requestId = (id: string) => {
  if (!/^\d{1,9}$/.test(id)) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  return Number(id);
};

async function views(context: RequestContext, requests: ServiceRequest[], forStaff: boolean): Promise<ServiceRequestView[]> {
  const steps = await context.services.serviceRequests.stepsOf(requests.map((request) => request.id));
  return requests.map((request) => toServiceRequestView(request, steps.get(request.id), forStaff));
}

/** Returns and repairs: customers raise and follow their own; staff work them (rules in the services). */
@Resolver()
export class ServiceRequestResolver {
  @Authorized()
  @Query(() => [ServiceRequestView], { description: 'The signed-in customer’s return and repair requests, newest first, with the states each reached.' })
  async myServiceRequests(@Ctx() context: RequestContext) {
    const user = requireUser(context);
    return views(context, await context.services.serviceRequests.listMine(user.id), false);
  }

  @Authorized()
  @Mutation(() => ServiceRequestView, { description: 'Raises a return or repair request on one of the customer’s own paid orders. BAD_USER_INPUT when the order is not theirs.' })
  async createServiceRequest(@Arg('input', () => ServiceRequestInput, { description: 'The request.' }) input: ServiceRequestInput, @Ctx() context: RequestContext) {
    const user = requireUser(context);
    return toServiceRequestView(await context.services.serviceRequests.create(user.id, input));
  }

  @Authorized('admin')
  @Query(() => [ServiceRequestView], { description: 'Admins: the newest 200 return and repair requests. Prefer staffServiceRequests.', deprecationReason: 'Use staffServiceRequests (filtered and paged).' })
  async serviceRequests(@Ctx() context: RequestContext) {
    const { items } = await context.services.staffServiceRequests.list({ limit: 200, offset: 0 });
    return views(context, items, true);
  }

  @Authorized('admin')
  @Query(() => ServiceRequestPageView, { description: 'Staff: return and repair requests newest first, filtered by kind and status and searched.' })
  async staffServiceRequests(
    @Arg('filter', () => ServiceRequestFilterInput, { nullable: true, description: 'Kind, status and search.' }) filter: ServiceRequestFilterInput | null,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'Page size, 1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
    @Ctx() context: RequestContext,
  ): Promise<ServiceRequestPageView> {
    const kind = filter?.kind && (SERVICE_REQUEST_KINDS as readonly string[]).includes(filter.kind) ? (filter.kind as ServiceRequestKind) : null;
    const page = await context.services.staffServiceRequests.list({
      kind,
      status: filter?.status ?? null,
      search: filter?.search?.slice(0, 100) ?? null,
      limit: Math.min(Math.max(Math.trunc(limit), 1), 100),
      offset: Math.max(Math.trunc(offset), 0),
    });
    return { items: await views(context, page.items, true), totalCount: page.totalCount };
  }

  @Authorized('admin')
  @Query(() => ServiceRequestView, { description: 'Staff: one request with its history and the actions allowed now. NOT_FOUND when there is none.' })
  async staffServiceRequest(@Arg('id', () => ID, { description: 'Request id.' }) id: string, @Ctx() context: RequestContext) {
    const [view] = await views(context, [await context.services.staffServiceRequests.find(requestId(id))], true);
    return view;
  }

  @Authorized('admin')
  @Mutation(() => ServiceRequestView, {
    description: 'Staff: moves a request on by one action, checked against its state machine (BAD_USER_INPUT otherwise), recorded and emailed to the customer. REFUND refunds the order in full through its refund path; REJECT needs a reason.',
  })
  async actOnServiceRequest(
    @Arg('id', () => ID, { description: 'Request id.' }) id: string,
    @Arg('action', () => ServiceRequestActionValue, { description: 'What to do.' }) action: ServiceRequestActionValue,
    @Arg('reason', () => String, { nullable: true, description: 'Why (required to reject, and shown to the customer; for other steps an optional note kept in the staff audit trail, which otherwise records the customer’s reason).' }) reason: string | null,
    @Ctx() context: RequestContext,
  ) {
    const staff = requireAdmin(context);
    const request = await context.services.staffServiceRequests.act(requestId(id), action, { reason }, staff);
    const [view] = await views(context, [request], true);
    return view;
  }
}
