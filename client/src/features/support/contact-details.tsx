import { css, useTheme } from '@emotion/react';

export const BOUTIQUE_ADDRESS = ['Aurum', 'Mayfair', 'London'];
export const CONCIERGE_PHONE = '+44 20 7946 0958';
export const SUPPORT_EMAIL = 'concierge@aurum.example';

/** Below the form (§2): the boutique, the concierge line and the support email. */
export function ContactDetails() {
  const theme = useTheme();
  const item = css`display: grid; gap: ${theme.space[1]};`;
  const label = css`font-size: ${theme.fontSizes.xs}; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent);`;
  return (
    <section aria-labelledby="contact-details" css={css`border-top: 1px solid var(--hairline); padding-top: ${theme.space[6]};`}>
      <h2 id="contact-details" className="visually-hidden">
        Other ways to reach us
      </h2>
      <address css={css`font-style: normal; display: grid; gap: ${theme.space[5]}; ${theme.mq.md} { grid-template-columns: repeat(3, 1fr); }`}>
        <div css={item}>
          <span css={label}>Boutique</span>
          <span>{BOUTIQUE_ADDRESS.join(', ')}</span>
        </div>
        <div css={item}>
          <span css={label}>Concierge line</span>
          <a href={`tel:${CONCIERGE_PHONE.replace(/\s/g, '')}`}>{CONCIERGE_PHONE}</a>
          <span css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>9:00–21:00 GMT, daily</span>
        </div>
        <div css={item}>
          <span css={label}>Support email</span>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          <span css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>Replies within 24 hours · VIP within 1 hour</span>
        </div>
      </address>
    </section>
  );
}
