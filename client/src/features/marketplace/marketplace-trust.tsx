import type { ComponentType } from 'react';
import { css, useTheme } from '@emotion/react';
import { Container, LockIcon, SealIcon, SectionHeading, ShieldIcon, UserIcon } from '../../components/ui';

const SAFEGUARDS: { title: string; text: string; Icon: ComponentType<{ size?: number }> }[] = [
  { title: 'Vetted sellers', text: 'Every seller is checked before their first listing: private collectors and registered dealers alike.', Icon: UserIcon },
  { title: 'Proof of ownership', text: 'Our staff check proof of ownership for each watch before its listing goes live.', Icon: SealIcon },
  { title: 'Stolen register check', text: 'Serial numbers are checked against a stolen watch register, so you never buy a watch with a past.', Icon: ShieldIcon },
  { title: 'Payment held in escrow', text: 'Your payment is held in escrow and only released to the seller once you accept the watch.', Icon: LockIcon },
];

/** What makes the marketplace safe to buy from, on the landing page. */
export function MarketplaceTrust() {
  const theme = useTheme();
  return (
    <section aria-labelledby="marketplace-trust-title" css={css`padding-block: ${theme.space[8]}; background: ${theme.colors.ivory};`}>
      <Container>
        <SectionHeading id="marketplace-trust-title" eyebrow="Buy with confidence" title="How the Marketplace Works">
          Pre-owned watches from private collectors and dealers, with the checks of a boutique.
        </SectionHeading>
        <ul
          role="list"
          css={css`
            display: grid;
            gap: ${theme.space[5]};
            margin: ${theme.space[7]} 0 0;
            ${theme.mq.sm} {
              grid-template-columns: repeat(2, minmax(0, 1fr));
            }
            ${theme.mq.lg} {
              grid-template-columns: repeat(4, minmax(0, 1fr));
            }
          `}
        >
          {SAFEGUARDS.map(({ title, text, Icon }) => (
            <li key={title} css={css`display: grid; align-content: start; gap: ${theme.space[3]}; padding: ${theme.space[5]}; border: 1px solid var(--hairline); background: ${theme.colors.white};`}>
              <span
                aria-hidden="true"
                css={css`display: grid; place-items: center; width: 3rem; height: 3rem; border: 1px solid ${theme.colors.gold}; border-radius: 50%; color: var(--accent);`}
              >
                <Icon size={22} />
              </span>
              <h3 css={css`font-size: 1.375rem;`}>{title}</h3>
              <p css={css`color: var(--fg-muted); font-size: 0.9375rem;`}>{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
