import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { BellIcon } from '../../components/ui';
import { useAlertsUnreadCountQuery } from '../../gql/hooks';

/** How often the bell asks again while a page stays open (until the live subscription, issue 38 part 2). */
const REFRESH_MS = 60_000;

export const alertsLabel = (unread: number) => `Alerts, ${unread} unread`;

/** The header's bell (signed-in only): the unread count, a link to /account/alerts. The header styles it (`className`). */
export default function AlertsBell({ className }: { className?: string }) {
  const theme = useTheme();
  const { data, error } = useAlertsUnreadCountQuery({ pollInterval: REFRESH_MS, fetchPolicy: 'cache-and-network' });
  // A stale sign-in hint (the session ended elsewhere): the user menu turns into Sign In, and the bell goes.
  if (error && !data?.myNotifications) return null;
  const unread = data?.myNotifications?.unreadCount ?? 0;
  return (
    <Link to="/account/alerts" aria-label={alertsLabel(unread)} className={className} css={css`position: relative;`}>
      <BellIcon size={22} />
      {unread > 0 && (
        <span
          data-testid="alerts-count"
          aria-hidden="true"
          css={css`
            position: absolute;
            top: 0.375rem;
            right: 0.25rem;
            min-width: 1.125rem;
            height: 1.125rem;
            padding: 0 0.25rem;
            border-radius: ${theme.radii.pill};
            background: ${theme.colors.gold};
            color: ${theme.colors.black};
            font-size: 0.6875rem;
            font-weight: 700;
            line-height: 1.125rem;
            text-align: center;
          `}
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
