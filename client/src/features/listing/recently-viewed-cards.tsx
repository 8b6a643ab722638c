import { css, useTheme } from '@emotion/react';
import { ArrowRightIcon, ButtonLink, Container, SectionHeading } from '../../components/ui';
import { StoredProductCard } from '../../components/product/stored-product-card';
import { useRecentlyViewed } from '../../lib/shop-lists';
import { STRIP_LIMIT } from './recently-viewed-strip';

/** The strip's cards (recently-viewed-strip.tsx), loaded only when the shopper has viewed products. */
export default function RecentlyViewedCards() {
  const theme = useTheme();
  const { items } = useRecentlyViewed();
  return (
    <section aria-labelledby="recent-title" css={css`padding-block: ${theme.space[8]};`}>
      <Container>
        <div css={css`display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: ${theme.space[4]};`}>
          <SectionHeading id="recent-title" eyebrow="Your Journey" title="Recently Viewed" align="start" />
          {items.length > STRIP_LIMIT && (
            <ButtonLink to="/recently-viewed" variant="secondary" size="sm">
              View All <ArrowRightIcon size={16} />
            </ButtonLink>
          )}
        </div>
        <ul
          role="list"
          css={css`
            display: grid;
            grid-auto-flow: column;
            grid-auto-columns: minmax(11rem, 1fr);
            gap: ${theme.space[4]};
            margin: ${theme.space[6]} 0 0;
            overflow-x: auto;
            padding-bottom: ${theme.space[2]};
            ${theme.mq.md} {
              grid-auto-flow: row;
              grid-template-columns: repeat(${STRIP_LIMIT}, minmax(0, 1fr));
              overflow: visible;
            }
          `}
        >
          {items.slice(0, STRIP_LIMIT).map((item) => (
            <li key={item.id}>
              <StoredProductCard item={item} imageSizes="(min-width: 900px) 20vw, 11rem" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
