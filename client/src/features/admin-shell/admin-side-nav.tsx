import { css, useTheme } from '@emotion/react';
import { NavLink } from 'react-router';
import { ADMIN_NAV } from './admin-nav';

/** The list of back-office pages; the current one is marked for sight and for screen readers. */
export function AdminSideNav({ onNavigate }: { onNavigate?: () => void }) {
  const theme = useTheme();
  return (
    <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space[1]};`}>
      {ADMIN_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            css={css`
              display: block;
              padding: ${theme.space[2]} ${theme.space[3]};
              border-left: 2px solid transparent;
              color: var(--fg-muted);
              text-decoration: none;
              font-size: ${theme.fontSizes.sm};
              letter-spacing: 0.02em;
              transition: color ${theme.durations.fast} ${theme.easing}, background ${theme.durations.fast} ${theme.easing};
              &:hover {
                color: var(--fg);
                background: ${theme.colors.onyx};
              }
              &[aria-current='page'] {
                color: ${theme.colors.gold};
                border-left-color: ${theme.colors.gold};
                background: ${theme.colors.onyx};
                font-weight: 600;
              }
            `}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
