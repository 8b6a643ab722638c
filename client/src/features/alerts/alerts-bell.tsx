import { css } from '@emotion/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BellIcon } from '../../components/ui';
import { AlertsUnreadCountDocument, MeDocument, useAlertsUnreadCountQuery } from '../../gql/hooks';
import { applyAlertEvent, listenForAlerts } from './live-alerts';
import { alertsLabel, UnreadCount } from './unread-count';

/**
 * The header's bell (signed-in only): the unread count, a link to /account/alerts. The header styles it (`className`).
 * The count follows the customer's alerts live (a subscription over WebSocket), and a new alert is said once to screen readers.
 */
export default function AlertsBell({ className }: { className?: string }) {
  const { data, error, refetch } = useAlertsUnreadCountQuery({ fetchPolicy: 'cache-and-network' });
  const unread = data?.myNotifications?.unreadCount ?? 0;
  const client = useApolloClient();
  const [announcement, setAnnouncement] = useState('');
  useEffect(
    () =>
      listenForAlerts({
        onEvent: (event) => {
          const before = client.readQuery({ query: AlertsUnreadCountDocument })?.myNotifications?.unreadCount ?? 0;
          applyAlertEvent(client, event);
          if (event.unreadCount > before && event.latest) setAnnouncement(`New alert: ${event.latest.message}`);
        },
        onReconnected: () => void refetch(),
        // Signed out elsewhere: asking who is signed in turns the header into Sign In (and this bell goes).
        onSessionEnded: () => void client.refetchQueries({ include: [MeDocument] }),
      }),
    [client, refetch],
  );
  // A stale sign-in hint (the session ended elsewhere): the user menu turns into Sign In, and the bell goes.
  if (error && !data?.myNotifications) return null;
  return (
    <>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
      <Link to="/account/alerts" aria-label={alertsLabel(unread)} className={className} css={css`position: relative;`}>
        <BellIcon size={22} />
        {unread > 0 && (
          <UnreadCount
            unread={unread}
            testId="alerts-count"
            placement={css`
              position: absolute;
              top: 0.375rem;
              right: 0.25rem;
            `}
          />
        )}
      </Link>
    </>
  );
}
