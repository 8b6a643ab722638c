import { css, useTheme } from '@emotion/react';
import { Container, SectionHeading } from '../../components/ui';
import { CategoryTile } from './category-tile';
import { DialArt } from './dial-art';
import { HangerArt } from './hanger-art';

const TILES = [
  {
    to: '/watches',
    title: 'Luxury Watches',
    text: 'Swiss masters and independent ateliers, new and certified pre-owned.',
    cta: 'Shop Watches',
    Art: DialArt,
  },
  {
    to: '/clothing',
    title: 'Designer Clothing',
    text: 'Tailoring, outerwear and knitwear from the great fashion houses.',
    cta: 'Shop Clothing',
    Art: HangerArt,
  },
];

export function CategoryTiles() {
  const theme = useTheme();
  return (
    <section aria-labelledby="categories-title" css={css`padding-block: ${theme.space[9]}; background: ${theme.colors.parchment};`}>
      <Container>
        <SectionHeading id="categories-title" eyebrow="Shop by Category" title="The Collections" />
        <ul
          role="list"
          css={css`
            display: grid;
            gap: ${theme.space[4]};
            margin: ${theme.space[8]} 0 0;
            ${theme.mq.md} {
              grid-template-columns: 1fr 1fr;
              gap: ${theme.space[5]};
            }
          `}
        >
          {TILES.map(({ Art, ...tile }) => (
            <CategoryTile key={tile.to} tone="dark" headingLevel={3} media={<Art css={css`height: 100%; width: auto;`} />} {...tile} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
