import { css, useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/ui/tabs';
import type { ProductDetail_ProductFragment } from '../../gql/graphql';
import { ProductReviewsPanel } from '../product-reviews';
import { detailsText, visibleSpecifications } from './detail-rules';

/** `/product/:id?review=write` (an order's "Review this piece") opens the Reviews tab with the form. */
export const WRITE_REVIEW_PARAM = { name: 'review', value: 'write' } as const;

/**
 * Product Details, Specifications, Care Instructions and Reviews (storefront.md §2). The Reviews tab lists
 * published reviews and its "Write a Review" works for a customer who bought the piece (issue 37: the spec's
 * non-functional button and fixed ratings yield to UK law on fake reviews).
 */
export function ProductInfoTabs({ product }: { product: ProductDetail_ProductFragment }) {
  const theme = useTheme();
  const [params] = useSearchParams();
  const writing = params.get(WRITE_REVIEW_PARAM.name) === WRITE_REVIEW_PARAM.value;
  const specs = visibleSpecifications(product.specifications);
  const subheading = css`font-size: ${theme.fontSizes.xl}; margin: ${theme.space[5]} 0 ${theme.space[3]};`;
  const bullets = css`
    display: grid;
    gap: ${theme.space[2]};
    margin: 0;
    padding-left: 1.1rem;
    li::marker {
      color: ${theme.colors.goldDeep};
    }
  `;
  const muted = css`color: var(--fg-muted);`;

  const idPrefix = useId();
  const tabs: { id: string; label: string; content: ReactNode | ((selected: boolean) => ReactNode) }[] = [
    {
      id: 'details',
      label: 'Product Details',
      content: (
        <div css={css`max-width: 46rem;`}>
          <p css={css`white-space: pre-line;`}>{detailsText(product.detailedDescription, product.description)}</p>
          {product.features.length > 0 && (
            <>
              {/* h2: the tab panel sits right under the product name (h1), and heading levels go down one at a time. */}
              <h2 css={subheading}>Key Features</h2>
              <ul css={bullets}>
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      ),
    },
    {
      id: 'specifications',
      label: 'Specifications',
      content:
        specs.length > 0 ? (
          <dl
            css={css`
              display: grid;
              grid-template-columns: minmax(8rem, max-content) 1fr;
              max-width: 46rem;
              margin: 0;
              dt,
              dd {
                margin: 0;
                padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[3]} 0;
                border-bottom: 1px solid var(--hairline);
              }
              dt {
                color: var(--fg-muted);
              }
            `}
          >
            {specs.map((spec) => (
              <div key={spec.name} css={css`display: contents;`}>
                <dt>{spec.name}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p css={muted}>No specifications listed.</p>
        ),
    },
    {
      id: 'care',
      label: 'Care Instructions',
      content:
        product.careInstructions.length > 0 ? (
          <ul css={[bullets, css`max-width: 46rem;`]}>
            {product.careInstructions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p css={muted}>No care instructions listed.</p>
        ),
    },
    {
      id: 'reviews',
      label: 'Reviews',
      // Asks for reviews only once the tab is open: the page itself needs no GraphQL client (issue 17).
      content: (selected: boolean) => <ProductReviewsPanel product={product} active={selected} writing={writing} />,
    },
  ];
  return (
    <Tabs label="Product information" idPrefix={idPrefix} tabs={tabs} initialId={writing ? 'reviews' : undefined} renderPanel={(tab, selected) => <div css={css`line-height: 1.7;`}>{typeof tab.content === 'function' ? tab.content(selected) : tab.content}</div>} />
  );
}
