import { css, useTheme, type SerializedStyles } from '@emotion/react';

/** The accessible name of a link to the alerts with `unread` of them unread (the bell, the phone's menu link). */
export const alertsLabel = (unread: number) => `Alerts, ${unread} unread`;

/**
 * The unread count's pill beside the bell or the menu's Alerts link (hidden from screen readers: the link's name says
 * it). `onGold`: gold on black (in the light menu) rather than black on gold (on the black header).
 */
export function UnreadCount({ unread, testId, onGold = false, placement }: { unread: number; testId: string; onGold?: boolean; placement: SerializedStyles }) {
  const theme = useTheme();
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      css={[
        css`
          min-width: 1.125rem;
          height: 1.125rem;
          padding: 0 0.25rem;
          border-radius: ${theme.radii.pill};
          background: ${onGold ? theme.colors.black : theme.colors.gold};
          color: ${onGold ? theme.colors.gold : theme.colors.black};
          font-size: 0.6875rem;
          font-weight: 700;
          line-height: 1.125rem;
          text-align: center;
        `,
        placement,
      ]}
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
