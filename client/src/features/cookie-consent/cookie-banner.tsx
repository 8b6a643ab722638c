import { useAtom, useSetAtom } from 'jotai';
import { css, useTheme } from '@emotion/react';
import { Button, darkSurface } from '../../components/ui';
import { consentOf, cookieConsentAtom, preferencesOpenAtom } from './consent-state';
import { useStoredValue } from '../../lib/hydration';

/**
 * Fixed to the bottom so it never pushes content (no layout shift). A plain
 * landmark rather than a modal: shoppers can keep browsing before choosing.
 */
export function CookieBanner() {
  const theme = useTheme();
  const [storedConsent, setConsent] = useAtom(cookieConsentAtom);
  // A server-rendered page shows the banner (the server cannot know the choice); it goes once hydrated.
  const consent = useStoredValue(storedConsent, null);
  const openPreferences = useSetAtom(preferencesOpenAtom);
  if (consent) return null;

  return (
    <section
      aria-label="Cookie consent"
      css={[
        darkSurface,
        css`
          position: fixed;
          inset: auto 0 0 0;
          z-index: ${theme.zIndices.banner};
          background: ${theme.colors.onyx};
          border-top: 1px solid ${theme.colors.hairlineDark};
          box-shadow: 0 -12px 40px rgba(0, 0, 0, 0.25);
        `,
      ]}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: ${theme.space[4]} ${theme.space[7]};
          max-width: calc(${theme.layout.maxWidth} + 2 * ${theme.layout.gutter});
          margin-inline: auto;
          padding: ${theme.space[5]} ${theme.layout.gutter};
          ${theme.mq.belowMd} {
            padding-block: ${theme.space[4]};
          }
        `}
      >
        <div css={css`flex: 1 1 28rem; display: grid; gap: ${theme.space[1]};`}>
          <h2 css={css`font-size: ${theme.fontSizes.xl}; color: var(--accent);`}>Your privacy</h2>
          <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted); max-width: 46rem;`}>
            We use essential cookies to run the shop and, with your permission, analytics and marketing cookies.{' '}
            <button
              type="button"
              onClick={() => openPreferences(true)}
              css={css`
                padding: 0;
                background: none;
                border: 0;
                color: var(--fg);
                font-size: inherit;
                text-decoration: underline;
                text-underline-offset: 0.2em;
                &:hover {
                  color: var(--accent);
                }
              `}
            >
              Learn more
            </button>
          </p>
        </div>
        <div
          css={css`
            display: grid;
            grid-template-columns: 1fr 1fr;
            gap: ${theme.space[3]};
            ${theme.mq.belowMd} {
              flex: 1 1 100%;
            }
          `}
        >
          <Button variant="secondary" size="sm" onClick={() => setConsent(consentOf({ analytics: false, marketing: false }))}>
            Essential Only
          </Button>
          <Button variant="primary" size="sm" onClick={() => setConsent(consentOf({ analytics: true, marketing: true }))}>
            Accept All
          </Button>
        </div>
      </div>
    </section>
  );
}
