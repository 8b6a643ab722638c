import { css, useTheme } from '@emotion/react';
import { ProductActionsScope, ShopProductCard, useQuickView } from '../../components/product';
import type { ShopProductCard_ProductFragment } from '../../gql/graphql';

interface Recommended {
  matchScore: number;
  reasons: string[];
  inBudget: boolean;
  product: ShopProductCard_ProductFragment;
}

/** The recommended catalogue pieces, each linking to its page, with why it was chosen. */
export function RecommendedProducts({ products, summary }: { products: readonly Recommended[]; summary: string }) {
  const theme = useTheme();
  const quickView = useQuickView();
  const [intro] = summary.split('\n');
  return (
    <section aria-labelledby="recommended-title" css={css`display: grid; gap: ${theme.space[5]};`}>
      <div css={css`display: grid; gap: ${theme.space[2]};`}>
        <h2 id="recommended-title" css={css`font-size: ${theme.fontSizes['2xl']};`}>
          Recommended for You
        </h2>
        <p css={css`color: var(--fg-muted);`}>{intro}</p>
      </div>
      <ProductActionsScope>
        {products.length > 0 && (
          <ul
            role="list"
            aria-label="Recommended products"
            css={css`
              display: grid;
              grid-template-columns: repeat(2, minmax(0, 1fr));
              gap: ${theme.space[6]} ${theme.space[4]};
              margin: 0;
              padding: 0;
              list-style: none;
              ${theme.mq.md} {
                grid-template-columns: repeat(3, minmax(0, 1fr));
                gap: ${theme.space[7]} ${theme.space[6]};
              }
            `}
          >
            {products.map(({ product, matchScore, reasons }) => (
              <li key={product.id} css={css`display: grid; align-content: start; gap: ${theme.space[3]};`}>
                <ShopProductCard product={product} onQuickView={quickView.open} imageSizes="(min-width: 900px) 30vw, 50vw" />
                <p css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent);`}>
                  Match {matchScore}/100
                </p>
                <ul css={css`margin: 0; padding-left: 1.1em; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted); line-height: 1.5;`}>
                  {reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {quickView.dialog}
      </ProductActionsScope>
    </section>
  );
}
