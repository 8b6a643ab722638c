import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Badge, Button, CompareIcon, EyeIcon, HeartIcon, TruckIcon } from '../../components/ui';
import { PriceDisplay } from '../../components/product/price-display';
import { QuantityStepper } from '../../components/product/quantity-stepper';
import { useProductActions } from '../../components/product/use-product-actions';
import { defaultSize } from '../../components/product/default-size';
import { replayTap } from '../../lib/early-input';
import { FREE_SHIPPING_LINE } from '@aurum/rules/shop/shop-facts';
import type { ProductDetail_ProductFragment } from '../../gql/graphql';
import { categoryLabel, sizeOptions, viewersBadge } from './detail-rules';
import { RatingSummary } from '../product-reviews';
import { SizeSelector } from './size-selector';
import { StockIndicator } from './stock-indicator';

/** The buying column: name, viewers, price, stock, size, quantity, actions and facts. */
export function ProductSummary({ product }: { product: ProductDetail_ProductFragment }) {
  const theme = useTheme();
  const actions = useProductActions();
  // Opens with the first available size chosen, as the quick view does (issue 31); the page keys this by product.
  const [size, setSize] = useState<string | undefined>(() => defaultSize(product));
  const [quantity, setQuantity] = useState(1);
  const viewers = viewersBadge(product.recentViews, product.recentPurchases);
  const wishlisted = actions.isWishlisted(product.id);
  const compared = actions.isCompared(product.id);
  const caps = css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`;

  return (
    <div css={css`display: grid; gap: ${theme.space[5]}; align-content: start;`}>
      <div css={css`display: grid; gap: ${theme.space[3]};`}>
        <p css={[caps, css`color: var(--accent);`]}>{product.brand}</p>
        <h1 css={css`font-size: ${theme.fontSizes['3xl']}; line-height: 1.05;`}>{product.name}</h1>
        {/* Only from published reviews; nothing without one (issue 37). */}
        <RatingSummary averageRating={product.averageRating} reviewCount={product.reviewCount} />
        {viewers && (
          <p data-testid="viewers" css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[2]}; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
            {viewers.trending && <Badge variant="dark">Trending</Badge>}
            <EyeIcon size={16} css={css`color: var(--accent);`} />
            {viewers.text}
          </p>
        )}
      </div>

      <PriceDisplay price={product.price} salePrice={product.salePrice} size="lg" />
      <StockIndicator stockQuantity={product.stockQuantity} />
      <p css={css`color: var(--fg-muted); line-height: 1.7;`}>{product.description}</p>

      {product.sizes.length > 0 && (
        <SizeSelector options={sizeOptions(product.sizes, product.availableSizes)} value={size ?? null} onChange={setSize} />
      )}
      {/* Never below 1 (storefront.md §5); never above what is in stock. */}
      <QuantityStepper value={quantity} onChange={setQuantity} max={Math.max(1, product.stockQuantity)} />

      {/* Add to Cart on its own line, wishlist and compare beneath it sharing a line while both fit: three
          buttons in one row overran the column at 1280 px (issue 37: 23 px sideways scroll, Compare clipped). */}
      <div css={css`display: grid; gap: ${theme.space[3]};`}>
        <Button
          size="lg"
          disabled={!product.inStock}
          onClick={() => actions.addToCart(product, { size, quantity })}
          {...(product.inStock && replayTap(`product-cart:${product.id}`))}
        >
          {product.inStock ? 'Add to Cart' : 'Out of Stock'}
        </Button>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; & > * { flex: 1 1 12rem; }`}>
          <Button variant="secondary" size="lg" aria-pressed={wishlisted} onClick={() => void actions.toggleWishlist(product, { size })} {...replayTap(`product-wishlist:${product.id}`)}>
            <HeartIcon size={18} filled={wishlisted} />
            {wishlisted ? 'In Wishlist' : 'Add to Wishlist'}
          </Button>
          <Button variant="ghost" size="lg" aria-pressed={compared} onClick={() => actions.toggleCompare(product)} {...replayTap(`product-compare:${product.id}`)}>
            <CompareIcon size={18} />
            {compared ? 'Comparing' : 'Compare'}
          </Button>
        </div>
      </div>

      <p css={css`display: flex; align-items: center; gap: ${theme.space[3]}; font-size: ${theme.fontSizes.sm}; svg { color: var(--accent); flex-shrink: 0; }`}>
        <TruckIcon size={20} />
        {FREE_SHIPPING_LINE}
      </p>

      <dl
        css={css`
          display: grid;
          grid-template-columns: max-content 1fr;
          gap: ${theme.space[2]} ${theme.space[5]};
          margin: 0;
          padding-top: ${theme.space[5]};
          border-top: 1px solid var(--hairline);
          font-size: ${theme.fontSizes.sm};
          dt {
            ${caps};
            color: var(--fg-muted);
            align-self: center;
          }
          dd {
            margin: 0;
          }
        `}
      >
        <dt>Brand</dt>
        <dd>{product.brand}</dd>
        <dt>SKU</dt>
        <dd>{product.sku}</dd>
        <dt>Category</dt>
        <dd>{categoryLabel(product.category)}</dd>
        {product.materials.length > 0 && (
          <>
            <dt>Materials</dt>
            <dd>{product.materials.join(', ')}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
