import { css, type SerializedStyles } from '@emotion/react';
import { Link } from 'react-router';
import { useAlertsUnreadCountQuery } from '../../gql/hooks';
import { alertsLabel, UnreadCount } from './unread-count';

/**
 * The user menu's "Alerts" link with its unread count — on a phone the header has no bell (issue 37).
 * The count is read from the cache the bell keeps live; nothing shows when all are read. The link is
 * named as the bell is ("Alerts, 1 unread").
 */
export function AlertsMenuLink({ to, label, linkCss }: { to: string; label: string; linkCss: SerializedStyles }) {
  const { data } = useAlertsUnreadCountQuery({ fetchPolicy: 'cache-and-network' });
  const unread = data?.myNotifications?.unreadCount ?? 0;
  return (
    <Link to={to} css={linkCss} aria-label={unread > 0 ? alertsLabel(unread) : undefined}>
      {label}
      {unread > 0 && (
        <UnreadCount
          unread={unread}
          testId="menu-alerts-count"
          onGold
          placement={css`
            margin-left: auto;
            min-width: 1.25rem;
            height: 1.25rem;
            padding: 0 0.375rem;
            line-height: 1.25rem;
          `}
        />
      )}
    </Link>
  );
}
