import { css, useTheme, type SerializedStyles } from '@emotion/react';
import { Link } from 'react-router';
import { useAlertsUnreadCountQuery } from '../../gql/hooks';

/**
 * The user menu's "Alerts" link with its unread count — on a phone the header has no bell (issue 37).
 * The count is read from the cache the bell keeps live; nothing shows when all are read. The link is
 * named as the bell is ("Alerts, 1 unread").
 */
export function AlertsMenuLink({ to, label, linkCss }: { to: string; label: string; linkCss: SerializedStyles }) {
  const theme = useTheme();
  const { data } = useAlertsUnreadCountQuery({ fetchPolicy: 'cache-and-network' });
  const unread = data?.myNotifications?.unreadCount ?? 0;
  return (
    <Link to={to} css={linkCss} aria-label={unread > 0 ? `${label}, ${unread} unread` : undefined}>
      {label}
      {unread > 0 && (
        <span
          data-testid="menu-alerts-count"
          aria-hidden="true"
          css={css`
            margin-left: auto;
            min-width: 1.25rem;
            height: 1.25rem;
            padding: 0 0.375rem;
            border-radius: ${theme.radii.pill};
            background: ${theme.colors.black};
            color: ${theme.colors.gold};
            font-size: 0.6875rem;
            font-weight: 700;
            line-height: 1.25rem;
            text-align: center;
          `}
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
