import type { ApolloClient } from '@apollo/client';
import { SESSION_ENDED_CLOSE } from '@aurum/rules/accounts/live-connection';
import type { AlertsUnreadCountQuery, NotificationEventsSubscription } from '../../gql/graphql';
import { AlertsUnreadCountDocument } from '../../gql/hooks';
import { NotificationEventsText } from '../../gql/texts/NotificationEvents';

export type AlertEvent = NotificationEventsSubscription['notifications'];

/** /graphql on this page's host, as a WebSocket address (the server upgrades it: server/src/http/graphql-subscriptions.ts). */
export function liveAlertsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}


/** Whether the server closed the connection because its session ended. */
export const endedWithSession = (event: unknown): boolean => (event as { code?: unknown } | null)?.code === SESSION_ENDED_CLOSE;

/** Waits before reconnecting: 1 s, doubling to 30 s, with jitter (a restarting server is not hit by every page at once). */
export function reconnectDelayMs(attempt: number, random = Math.random): number {
  return Math.min(30_000, 1_000 * 2 ** attempt) * (0.5 + random() / 2);
}

/** The bell's count, and any alerts list on the page, after an event: the count written, the list read again. */
export function applyAlertEvent(client: ApolloClient, event: AlertEvent): void {
  // The cache's own shape carries __typename (Apollo adds it to every selection), which the generated type leaves out.
  const data = { myNotifications: { __typename: 'NotificationPage', unreadCount: event.unreadCount } } as AlertsUnreadCountQuery;
  client.writeQuery({ query: AlertsUnreadCountDocument, data });
  void client.refetchQueries({ include: ['MyNotifications'] });
}

/**
 * Listens for the signed-in customer's alert events over graphql-ws (loaded only here, for signed-in pages) and
 * reconnects for as long as the page is open; after a reconnect `onReconnected` reads the state afresh (events sent
 * meanwhile are gone). When the session ends the server closes the connection and `onSessionEnded` is called (no reconnect). Returns the function that closes it.
 */
export function listenForAlerts(handlers: { onEvent(event: AlertEvent): void; onReconnected(): void; onSessionEnded(): void }): () => void {
  let closed = false;
  let close = () => undefined as void;
  void import('graphql-ws').then(({ createClient }) => {
    if (closed) return;
    let connections = 0;
    const client = createClient({
      url: liveAlertsUrl(window.location),
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (attempt) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(attempt))),
      on: {
        connected: () => {
          connections += 1;
          if (connections > 1) handlers.onReconnected();
        },
        closed: (event) => {
          if (endedWithSession(event)) handlers.onSessionEnded();
        },
      },
    });
    const unsubscribe = client.subscribe<NotificationEventsSubscription>(
      { query: NotificationEventsText.text, operationName: NotificationEventsText.name },
      { next: ({ data }) => data && handlers.onEvent(data.notifications), error: () => undefined, complete: () => undefined },
    );
    close = () => {
      unsubscribe();
      void client.dispose();
    };
  });
  return () => {
    closed = true;
    close();
  };
}
