import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireUser } from '../../common/auth';
import { readSessionToken } from '../accounts/session-cookie';
import type { RequestContext } from '../../common/request-context';
import {
  NotificationEventView,
  NotificationPageArgs,
  NotificationPageView,
  NotificationView,
  toNotificationEventView,
  toNotificationPageView,
  toNotificationView,
} from './notification.types';

/** The signed-in customer's notification centre: their own alerts only. */
@Resolver(() => NotificationView)
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationPageView, { description: "The signed-in customer's alerts, newest first, with the unread count." })
  async myNotifications(@Args(() => NotificationPageArgs) { first, after }: NotificationPageArgs, @Ctx() context: RequestContext): Promise<NotificationPageView> {
    return toNotificationPageView(await context.services.notifications.page(requireUser(context).id, first, after));
  }

  @Authorized()
  @Mutation(() => NotificationView, { description: "Marks one of the customer's alerts read. NOT_FOUND for an unknown id or another customer's alert." })
  async markNotificationRead(@Arg('id', () => ID, { description: 'The alert id.' }) id: string, @Ctx() context: RequestContext): Promise<NotificationView> {
    return toNotificationView(await context.services.notifications.markRead(requireUser(context).id, id));
  }

  @Authorized()
  @Mutation(() => Int, { description: "Marks every unread alert of the customer read; answers how many were unread." })
  async markAllNotificationsRead(@Ctx() context: RequestContext): Promise<number> {
    return context.services.notifications.markAllRead(requireUser(context).id);
  }

  @Subscription(() => NotificationEventView, {
    description:
      "The signed-in customer's alerts as they change, over WebSocket on /graphql (graphql-ws; the session cookie signs it in, from the shop's own pages only). Ends when the session does.",
    subscribe: ({ context }) => liveNotifications(context as RequestContext),
  })
  notifications(@Root() event: NotificationEventView): NotificationEventView {
    return event;
  }
}

/** The connection's user's alert events; each event checks the session is still live (signed out elsewhere ends the stream). */
async function* liveNotifications(context: RequestContext): AsyncGenerator<NotificationEventView> {
  const user = requireUser(context);
  const token = readSessionToken(context.request);
  const stillSignedIn = async () => token !== null && (await context.services.accounts.sessions.resolve(token))?.id === user.id;
  for await (const event of context.services.notifications.live(user.id, stillSignedIn)) yield toNotificationEventView(event);
}
