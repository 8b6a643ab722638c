import type { ComponentType } from 'react';
import { css, useTheme } from '@emotion/react';
import { FREE_SHIPPING_BADGE } from '@aurum/rules/shop/shop-facts';
import { Container, LockIcon, ReturnIcon, SealIcon, ShieldIcon, TruckIcon } from '../../components/ui';

const badges: { title: string; text: string; Icon: ComponentType<{ size?: number }> }[] = [
  { title: 'Authenticity Guaranteed', text: '100% genuine luxury items', Icon: ShieldIcon },
  { title: 'Secure Payment', text: 'SSL encrypted transactions', Icon: LockIcon },
  { title: 'Free Shipping', text: FREE_SHIPPING_BADGE, Icon: TruckIcon },
  { title: '30-Day Returns', text: 'Hassle-free returns', Icon: ReturnIcon },
  { title: 'Authorized Retailer', text: 'Official luxury partner', Icon: SealIcon },
];

export function TrustBadges() {
  const theme = useTheme();
  return (
    <div css={css`border-bottom: 1px solid ${theme.colors.hairlineDark};`}>
      <Container>
        <ul
          role="list"
          aria-label="Our promises"
          css={css`
            display: grid;
            grid-template-columns: repeat(2, minmax(0, 1fr));
            gap: ${theme.space[5]} ${theme.space[4]};
            ${theme.mq.md} {
              grid-template-columns: repeat(5, minmax(0, 1fr));
            }
            margin: 0;
            padding-block: ${theme.space[6]};
          `}
        >
          {badges.map(({ title, text, Icon }) => (
            <li
              key={title}
              css={css`
                display: flex;
                align-items: flex-start;
                gap: ${theme.space[3]};
                ${theme.mq.belowMd} {
                  &:last-of-type {
                    grid-column: 1 / -1;
                  }
                }
              `}
            >
              <span css={css`color: ${theme.colors.gold}; flex-shrink: 0;`}>
                <Icon size={26} />
              </span>
              <span css={css`display: grid; gap: 0.125rem;`}>
                <span css={css`font-size: ${theme.fontSizes.sm}; font-weight: 600; color: ${theme.colors.pearl};`}>{title}</span>
                <span css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
