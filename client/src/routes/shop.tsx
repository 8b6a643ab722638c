import type { ComponentType } from 'react';
import { css, useTheme } from '@emotion/react';
import { ClockIcon, Container, CrownIcon, darkSurface, GemIcon } from '../components/ui';
import { CategoryTile, WhyChooseUs } from '../features/home';

const departments: { to: string; title: string; text: string; cta: string; Icon: ComponentType<{ size?: number }> }[] = [
  {
    to: '/watches',
    title: 'Luxury Watches',
    text: 'Swiss masters and independent ateliers, new and certified pre-owned, each authenticated by our specialists.',
    cta: 'Shop Watches',
    Icon: ClockIcon,
  },
  {
    to: '/clothing',
    title: 'Designer Clothing',
    text: 'Tailoring, outerwear and knitwear from the great fashion houses, chosen for the quality of their making.',
    cta: 'Shop Clothing',
    Icon: GemIcon,
  },
  {
    to: '/marketplace',
    title: 'Marketplace',
    text: 'Pre-owned timepieces offered by private collectors and verified sellers, with every listing reviewed.',
    cta: 'Visit the Marketplace',
    Icon: CrownIcon,
  },
];

/** `/shop`: the shop landing (accounts-support-info.md §2). */
export default function ShopPage() {
  const theme = useTheme();
  return (
    <>
      <title>Shop — Aurum</title>
      <header css={[darkSurface, css`padding-block: ${theme.space[9]} ${theme.space[8]}; text-align: center;`]}>
        <Container>
          <p css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.wide}; text-transform: uppercase; color: var(--accent);`}>
            The Aurum Boutique
          </p>
          <h1 css={css`margin-top: ${theme.space[3]}; font-size: ${theme.fontSizes['4xl']}; line-height: 1;`}>Shop</h1>
          <p css={css`max-width: 34rem; margin: ${theme.space[4]} auto 0; color: var(--fg-muted);`}>
            Three ways into the collection: our watches, our designer clothing, and the marketplace of pre-owned pieces.
          </p>
        </Container>
      </header>
      <section aria-label="Departments" css={css`padding-block: ${theme.space[8]}; background: ${theme.colors.parchment};`}>
        <Container>
          <ul role="list" css={css`display: grid; gap: ${theme.space[4]}; margin: 0; ${theme.mq.md} { grid-template-columns: repeat(3, 1fr); gap: ${theme.space[5]}; }`}>
            {departments.map(({ Icon, ...department }) => (
              <CategoryTile key={department.to} tone="light" headingLevel={2} media={<Icon size={24} />} {...department} />
            ))}
          </ul>
        </Container>
      </section>
      <WhyChooseUs />
    </>
  );
}
