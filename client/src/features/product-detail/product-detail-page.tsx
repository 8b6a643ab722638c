import { useEffect, useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Container, renderedWhenNear } from '../../components/ui';
import { galleryOf } from '../../components/product/product-image';
import { toListProduct } from '../../components/product/to-list-product';
import type { ProductDetail_ProductFragment } from '../../gql/graphql';
import { ProductDetailDocument } from '../../gql/hooks';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import { firstInSession } from '../../lib/first-in-session';
import { whenIdle } from '../../lib/when-idle';
import { useProductInteractions, useRecentlyViewed } from '../../lib/shop-lists';
import { RecentlyViewedStrip } from '../recently-viewed';
import { recordProductInterest } from '../insights/record-product-interest';
import { categoryLabel, DETAIL_RECENT_LIMIT } from './detail-rules';
import { detailColumns, detailPage, sectionRule } from './detail-layout';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductGallery } from './product-gallery';
import { ProductInfoTabs } from './product-info-tabs';
import { ProductNotFound } from './product-not-found';
import { ProductSummary } from './product-summary';
import { SimilarProducts } from './similar-products';

/**
 * Below the first screen on every device: laid out and painted as they scroll near (at their usual heights
 * until then). The inline padding keeps the focus rings of tabs and cards at their edges inside the paint
 * containment that comes with it.
 */
const focusRingRoom = css`
  padding-inline: 6px;
  margin-inline: -6px;
`;
const belowTheFold = {
  information: [renderedWhenNear('620px', '494px', '494px'), focusRingRoom],
  similar: [renderedWhenNear('1080px', '615px', '680px'), focusRingRoom],
};

/** /product/:id — loading, found or not found (storefront.md §4). */
export function ProductDetailPage({ id }: { id: string }) {
  const { data, dataState, loading, error } = useFirstScreenQuery(ProductDetailDocument, { variables: { id } });
  if (loading && dataState !== 'complete') return <ProductDetailSkeleton />;
  const product = dataState === 'complete' ? data.product : null;
  if (error || !product) return <ProductNotFound />;
  // Keyed so size, quantity and gallery state start afresh on another product.
  return <ProductDetail key={product.id} product={product} />;
}

function ProductDetail({ product }: { product: ProductDetail_ProductFragment }) {
  const theme = useTheme();
  useRecordVisit(product);
  const department = categoryLabel(product.category);

  return (
    <Container>
      <title>{`${product.name} — ${product.brand} — Aurum`}</title>
      <div css={detailPage(theme)}>
        <nav aria-label="Breadcrumb">
          <ol
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: ${theme.space[2]};
              margin: 0;
              padding: 0;
              list-style: none;
              font-size: ${theme.fontSizes.xs};
              letter-spacing: 0.04em;
              color: var(--fg-muted);
              li + li::before {
                content: '/';
                margin-right: ${theme.space[2]};
              }
              a:hover {
                color: var(--accent);
              }
            `}
          >
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to={`/${department.toLowerCase()}`}>{department}</Link>
            </li>
            <li aria-current="page">{product.name}</li>
          </ol>
        </nav>

        <div css={detailColumns(theme)}>
          <ProductGallery name={product.name} images={galleryOf(product.imageUrl, product.galleryImages)} />
          <ProductSummary key={product.id} product={product} />
        </div>

        <section aria-label="Product information" css={[sectionRule, ...belowTheFold.information]}>
          <ProductInfoTabs product={product} />
        </section>

        <SimilarProducts productId={product.id} css={[sectionRule, ...belowTheFold.similar]} />
        <RecentlyViewedStrip limit={DETAIL_RECENT_LIMIT} excludeId={product.id} css={sectionRule} />
      </div>
    </Container>
  );
}

/**
 * On load the product joins recently viewed and a view is counted, once per product: when the browser is next
 * idle, not in the task that hydrates the page. The view report goes once per product and browser session
 * (the server counts each viewer once in its recent window anyway: catalog/views).
 */
function useRecordVisit(product: ProductDetail_ProductFragment) {
  const { record } = useRecentlyViewed();
  const { recordView } = useProductInteractions();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === product.id) return;
    recorded.current = product.id;
    whenIdle(() => {
      record(toListProduct(product));
      recordView(product.id);
      if (firstInSession(`view:${product.id}`)) recordProductInterest(product.id, 'view');
    });
  }, [product, record, recordView]);
}
