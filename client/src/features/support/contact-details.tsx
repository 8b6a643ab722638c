import { css, useTheme } from '@emotion/react';
import { CONCIERGE, CONCIERGE_TEL, EMAIL_REPLY } from '@aurum/rules/shop/shop-facts';

export const BOUTIQUE_ADDRESS = ['Aurum', 'Mayfair', 'London'];

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
          <a href={CONCIERGE_TEL}>{CONCIERGE.phone}</a>
          <span css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>{CONCIERGE.hours}</span>
        </div>
        <div css={item}>
          <span css={label}>Support email</span>
          <a href={`mailto:${CONCIERGE.email}`}>{CONCIERGE.email}</a>
          <span css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
            Emails answered within {EMAIL_REPLY.standard} · VIP within {EMAIL_REPLY.vip}
          </span>
        </div>
      </address>
    </section>
  );
}
