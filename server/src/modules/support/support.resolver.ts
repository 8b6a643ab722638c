import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../common/auth';
import type { RequestContext } from '../../common/request-context';
import { AppError } from '../../common/errors';
import { TICKET_STATUSES, type TicketStatus } from './support-ticket.entity';
import { SupportTicketView, toTicketView } from './support.types';
import { SupportQueueArgs, SupportQueuePage } from './support-queue.types';

@Resolver(() => SupportTicketView)
export class SupportResolver {
  @Authorized()
  @Query(() => [SupportTicketView], { description: "The signed-in customer's support tickets, newest first." })
  async mySupportTickets(@Ctx() context: RequestContext): Promise<SupportTicketView[]> {
    return (await context.services.support.listMine(requireUser(context).id)).map(toTicketView);
  }

  @Authorized()
  @Query(() => SupportTicketView, { description: 'One ticket by number, for its owner or staff (NOT_FOUND for anyone else).' })
  async supportTicket(
    @Arg('number', () => String, { description: 'Ticket number, e.g. T-7K3M9Q2X.' }) number: string,
    @Ctx() context: RequestContext,
  ): Promise<SupportTicketView> {
    return toTicketView(await context.services.support.findVisible(requireUser(context), number));
  }

  @Authorized('admin')
  @Query(() => SupportQueuePage, { description: 'Staff only: the support queue, VIP and urgent tickets first, then by due time, then oldest first.' })
  async supportQueue(@Args(() => SupportQueueArgs) args: SupportQueueArgs, @Ctx() context: RequestContext): Promise<SupportQueuePage> {
    return context.services.support.queue({ statuses: args.status, limit: args.limit, offset: args.offset });
  }

  @Authorized()
  @Mutation(() => SupportTicketView, { description: 'Adds a reply to a ticket: the owner as customer, an admin as staff.' })
  async replyToSupportTicket(
    @Arg('number', () => String, { description: 'Ticket number.' }) number: string,
    @Arg('message', () => String, { description: 'The reply text (up to 5000 characters).' }) message: string,
    @Ctx() context: RequestContext,
  ): Promise<SupportTicketView> {
    return toTicketView(await context.services.support.reply(requireUser(context), number, message));
  }

  @Authorized('admin')
  @Mutation(() => SupportTicketView, { description: 'Staff only: moves a ticket open → in_progress → resolved, or closes it.' })
  async updateSupportTicketStatus(
    @Arg('number', () => String, { description: 'Ticket number.' }) number: string,
    @Arg('status', () => String, { description: 'in_progress, resolved or closed (open only by a customer reply).' }) status: string,
    @Ctx() context: RequestContext,
  ): Promise<SupportTicketView> {
    if (!TICKET_STATUSES.includes(status as TicketStatus)) throw new AppError('BAD_USER_INPUT', `Unknown ticket status: ${status}`);
    return toTicketView(await context.services.support.changeStatus(number, status as TicketStatus));
  }
}
