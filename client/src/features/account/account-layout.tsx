import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { NavLink } from 'react-router';
import { Container, Eyebrow } from '../../components/ui';

export const ACCOUNT_NAV = [
  { label: 'Profile', to: '/account' },
  { label: 'Orders', to: '/account/orders' },
  { label: 'Marketplace Orders', to: '/marketplace/orders' },
  { label: 'Returns', to: '/account/return-request' },
  { label: 'Repairs', to: '/account/repair-request' },
  { label: 'Support Tickets', to: '/account/support-tickets' },
  { label: 'Style Consultations', to: '/account/consultations' },
  { label: 'Alerts', to: '/account/alerts' },
  { label: 'Notifications', to: '/account/notifications' },
  { label: 'Settings', to: '/settings' },
] as const;

/** The account area: a side navigation and the page. */
export function AccountLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const theme = useTheme();
  return (
    <Container>
      <title>{`${title} — My Account — Aurum`}</title>
      <div
        css={css`
          display: grid;
          grid-template-columns: 14rem minmax(0, 1fr);
          gap: ${theme.space[8]};
          padding-block: ${theme.space[8]} ${theme.space[9]};
          ${theme.mq.belowMd} {
            /* minmax(0, …): the scrolling nav row must not widen the page. */
            grid-template-columns: minmax(0, 1fr);
            gap: ${theme.space[5]};
            padding-block: ${theme.space[6]} ${theme.space[8]};
          }
        `}
      >
        <nav aria-label="My account">
          <ul
            role="list"
            css={css`
              display: grid;
              gap: ${theme.space[1]};
              margin: 0;
              ${theme.mq.belowMd} {
                display: flex;
                overflow-x: auto;
                gap: ${theme.space[2]};
                padding-bottom: ${theme.space[2]};
              }
            `}
          >
            {ACCOUNT_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  css={css`
                    display: flex;
                    align-items: center;
                    min-height: 2.75rem;
                    padding: 0 ${theme.space[4]};
                    border-left: 2px solid transparent;
                    font-size: ${theme.fontSizes.xs};
                    font-weight: 600;
                    letter-spacing: ${theme.letterSpacing.caps};
                    text-transform: uppercase;
                    white-space: nowrap;
                    color: var(--fg-muted);
                    &:hover {
                      color: var(--accent);
                    }
                    &[aria-current='page'] {
                      color: var(--fg);
                      border-left-color: ${theme.colors.gold};
                      background: ${theme.colors.parchment};
                    }
                  `}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div css={css`min-width: 0;`}>
          <header css={css`display: grid; gap: ${theme.space[3]}; margin-bottom: ${theme.space[6]};`}>
            <Eyebrow>My account</Eyebrow>
            <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>{title}</h1>
            {intro && <p css={css`color: var(--fg-muted);`}>{intro}</p>}
          </header>
          {children}
        </div>
      </div>
    </Container>
  );
}

/** A titled block of an account page. */
export function AccountSection({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  const theme = useTheme();
  return (
    <section aria-labelledby={id} css={css`background: ${theme.colors.white}; box-shadow: ${theme.shadows.card}; padding: ${theme.space[6]}; margin-bottom: ${theme.space[6]}; ${theme.mq.belowMd} { padding: ${theme.space[5]}; }`}>
      <h2 id={id} css={css`font-size: ${theme.fontSizes.xl}; margin-bottom: ${theme.space[5]};`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
