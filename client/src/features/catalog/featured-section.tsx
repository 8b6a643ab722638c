import { lazy, Suspense, useEffect } from 'react';
import { css, useTheme } from '@emotion/react';
import { ArrowRightIcon, ButtonLink, Container, SectionHeading } from '../../components/ui';
import { ApolloBoundary } from '../../lib/apollo-boundary';
import { nearViewport, WhenNearViewport } from '../../lib/near-viewport';
import { FeaturedGridSkeleton } from './featured';

const loadGrid = () => import('./featured-products-grid');
const FeaturedProductsGrid = lazy(loadGrid);

/**
 * The home page's featured collection. Heading and link render at once; the
 * grid shows the same four skeleton cards until the client and data arrive,
 * so nothing moves when they do. The grid and the Apollo client it needs load
 * when the section comes within a screen of the viewport (issue 17): a visitor
 * who reads the hero downloads ~50 KB less. On a server-rendered page the
 * server's grid stays on screen meanwhile, links and all.
 */
export function FeaturedSection({ id }: { id: string }) {
  const theme = useTheme();
  // The grid's chunk is fetched alongside the Apollo client once the gate opens, not after it.
  useEffect(() => void nearViewport(id).then(loadGrid), [id]);

  return (
    <section id={id} aria-labelledby={`${id}-title`} css={css`padding-block: ${theme.space[9]}; background: ${theme.colors.white};`}>
      <Container>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: flex-end;
            justify-content: space-between;
            gap: ${theme.space[5]};
          `}
        >
          <SectionHeading id={`${id}-title`} eyebrow="Curated Selection" title="Featured Collection" align="start">
            A considered edit of the pieces our specialists are most excited about this season.
          </SectionHeading>
          <ButtonLink to="/products" variant="secondary">
            View All Products <ArrowRightIcon size={16} />
          </ButtonLink>
        </div>
        <div css={css`margin-top: ${theme.space[8]};`}>
          <Suspense fallback={<FeaturedGridSkeleton />}>
            <WhenNearViewport id={id}>
              <ApolloBoundary fallback={<FeaturedGridSkeleton />}>
                <FeaturedProductsGrid />
              </ApolloBoundary>
            </WhenNearViewport>
          </Suspense>
        </div>
      </Container>
    </section>
  );
}
