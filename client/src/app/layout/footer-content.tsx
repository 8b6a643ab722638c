import { useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { ClockIcon, Container, PinIcon, darkSurface, renderedWhenNear } from '../../components/ui';
import { CookieSettingsButton } from '../../features/cookie-consent';
import { NewsletterForm } from '../../features/newsletter';
import { hydratesLater, useHydratedLater } from '../../lib/later-hydration';
import { footerColumns } from './footer-links';
import { TrustBadges } from './trust-badges';
import { Wordmark } from './wordmark';

/** Below the first screen of nearly every page: laid out and painted once it comes near (its usual heights until then). */
const belowTheFold = renderedWhenNear('1366px', '928px', '636px');

/** The name of the footer's part that hydrates later (footer.tsx). */
export const FOOTER_PART = 'footer';

/** The footer's content: loaded and hydrated when it comes near or is used (footer.tsx). */
export default function FooterContent() {
  const theme = useTheme();
  const footer = useRef<HTMLElement>(null);
  useHydratedLater(footer);
  const columnTitle = css`
    margin-bottom: ${theme.space[4]};
    font-family: ${theme.fonts.text};
    font-size: ${theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: ${theme.letterSpacing.wide};
    text-transform: uppercase;
    color: ${theme.colors.gold};
  `;
  const footerLink = css`
    display: inline-block;
    padding-block: 0.3rem;
    color: var(--fg-muted);
    font-size: ${theme.fontSizes.sm};
    transition: color ${theme.durations.fast} ${theme.easing};
    &:hover {
      color: ${theme.colors.pearl};
    }
  `;

  return (
    <footer ref={footer} {...hydratesLater(FOOTER_PART)} css={[darkSurface, css`border-top: 1px solid ${theme.colors.hairlineDark};`, belowTheFold]}>
      <TrustBadges />
      <Container>
        <div
          css={css`
            display: grid;
            gap: ${theme.space[7]};
            padding-block: ${theme.space[8]};
            ${theme.mq.lg} {
              grid-template-columns: minmax(18rem, 1.3fr) 2.7fr;
              gap: ${theme.space[9]};
            }
          `}
        >
          <div css={css`display: grid; gap: ${theme.space[5]}; align-content: start;`}>
            <div css={css`justify-self: start;`}>
              <Wordmark size="sm" />
            </div>
            <div css={css`display: grid; gap: ${theme.space[2]};`}>
              <h2 css={css`font-size: ${theme.fontSizes.xl}; color: ${theme.colors.pearl};`}>The Aurum Letter</h2>
              <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
                New arrivals, private previews and stories from our Mayfair atelier.
              </p>
            </div>
            <NewsletterForm />
            <address css={css`display: grid; gap: ${theme.space[2]}; font-style: normal; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
              <span css={css`display: flex; gap: ${theme.space[2]}; align-items: center;`}>
                <PinIcon size={16} css={css`color: ${theme.colors.gold};`} /> Mayfair, London
              </span>
              <span css={css`display: flex; gap: ${theme.space[2]}; align-items: center;`}>
                <ClockIcon size={16} css={css`color: ${theme.colors.gold};`} /> Concierge 9:00–21:00 GMT, daily
              </span>
              <Link to="/contact" css={[footerLink, css`color: ${theme.colors.pearl}; text-decoration: underline; text-underline-offset: 0.25em;`]}>
                Contact our concierge
              </Link>
            </address>
          </div>

          <div
            css={css`
              display: grid;
              grid-template-columns: repeat(2, minmax(0, 1fr));
              gap: ${theme.space[6]} ${theme.space[5]};
              ${theme.mq.md} {
                grid-template-columns: repeat(4, minmax(0, 1fr));
              }
            `}
          >
            {footerColumns.map((column) => (
              <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
                <h2 id={`footer-${column.title}`} css={columnTitle}>
                  {column.title}
                </h2>
                <ul role="list" css={css`margin: 0;`}>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} css={footerLink}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            justify-content: space-between;
            gap: ${theme.space[3]};
            padding-block: ${theme.space[5]};
            border-top: 1px solid ${theme.colors.hairlineDark};
            font-size: ${theme.fontSizes.xs};
            letter-spacing: 0.06em;
            color: var(--fg-muted);
          `}
        >
          <p>© {new Date().getFullYear()} Aurum. All rights reserved. Prices in GBP.</p>
          <CookieSettingsButton
            css={css`
              padding: 0.25rem 0;
              background: none;
              border: 0;
              color: var(--fg-muted);
              font-size: inherit;
              letter-spacing: inherit;
              text-decoration: underline;
              text-underline-offset: 0.25em;
              &:hover {
                color: ${theme.colors.pearl};
              }
            `}
          />
        </div>
      </Container>
    </footer>
  );
}
