import { css, useTheme } from '@emotion/react';
import { useAlertsUnreadCountQuery } from '../../gql/hooks';

/**
 * "Alerts" and its unread count in the user menu — on a phone the header has no bell (issue 37).
 * Read from the cache the bell keeps live; nothing when all are read. Screen readers hear ", n unread".
 */
export function UnreadAlertsCount({ label }: { label: string }) {
  const theme = useTheme();
  const { data } = useAlertsUnreadCountQuery({ fetchPolicy: 'cache-and-network' });
  const unread = data?.myNotifications?.unreadCount ?? 0;
  if (unread === 0) return <>{label}</>;
  return (
    <>
      {/* One flex item, so the link's name reads "Alerts, 1 unread" (a separate item would add a space). */}
      <span>
        {label}
        <span className="visually-hidden">, {unread} unread</span>
      </span>
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
    </>
  );
}
