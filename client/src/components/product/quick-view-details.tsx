import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Button, HeartIcon } from '../ui';
import type { QuickView_ProductFragment } from '../../gql/graphql';
import { OptionPicker } from './option-picker';
import { PriceDisplay } from './price-display';
import { ProductBadges } from './product-badges';
import { galleryOf } from './product-image';
import { QuantityStepper } from './quantity-stepper';
import { QuickViewGallery } from './quick-view-gallery';
import { GENERAL_CART_TOASTS, useProductActions, type CartToastTexts } from './use-product-actions';

/** The quick view's content. Opens with the first size and colour chosen and quantity 1 (storefront.md §2). */
export function QuickViewDetails({ product, cartToasts = GENERAL_CART_TOASTS }: { product: QuickView_ProductFragment; cartToasts?: CartToastTexts }) {
  const theme = useTheme();
  const actions = useProductActions(cartToasts);
  const [colour, setColour] = useState(product.colors[0]);
  const [size, setSize] = useState(product.sizes[0]);
  const [quantity, setQuantity] = useState(1);
  const wishlisted = actions.isWishlisted(product.id);
  const caps = css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`;

  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[5]};
        ${theme.mq.md} {
          grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
          gap: ${theme.space[6]};
        }
      `}
    >
      <QuickViewGallery images={galleryOf(product.imageUrl, product.galleryImages)} alt={`${product.brand} ${product.name}`} />
      <div css={css`display: grid; gap: ${theme.space[4]}; align-content: start;`}>
        <div css={css`display: grid; gap: ${theme.space[2]}; padding-right: ${theme.space[6]};`}>
          <p css={[caps, css`color: var(--accent);`]}>{product.brand}</p>
          <p css={css`font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes['2xl']}; line-height: 1.1;`}>{product.name}</p>
          <PriceDisplay price={product.price} salePrice={product.salePrice} size="lg" />
          <ProductBadges product={product} />
        </div>
        <p css={css`color: var(--fg-muted); font-size: 0.9375rem;`}>{product.description}</p>
        <OptionPicker label="Colour" options={product.colors} value={colour} onChange={setColour} swatches />
        <OptionPicker label="Size" options={product.sizes} value={size} onChange={setSize} />
        <QuantityStepper value={quantity} onChange={setQuantity} max={Math.max(1, product.stockQuantity)} />
        <div css={css`display: grid; gap: ${theme.space[2]};`}>
          <Button
            fullWidth
            disabled={!product.inStock}
            onClick={() => actions.addToCart(product, { size: product.category === 'CLOTHING' ? size : undefined, quantity })}
          >
            {product.inStock ? 'Add to Cart' : 'Out of Stock'}
          </Button>
          <Button variant="secondary" fullWidth aria-pressed={wishlisted} onClick={() => void actions.toggleWishlist(product, { size })}>
            <HeartIcon size={16} filled={wishlisted} />
            {wishlisted ? 'Remove from Wishlist' : 'Add to Wishlist'}
          </Button>
        </div>
        {product.materials.length > 0 && (
          <div css={css`display: grid; gap: ${theme.space[2]}; padding-top: ${theme.space[3]}; border-top: 1px solid var(--hairline);`}>
            <p css={caps}>Materials</p>
            <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>{product.materials.join(' · ')}</p>
          </div>
        )}
        <Link to={`/product/${product.id}`} css={css`font-size: ${theme.fontSizes.sm}; color: var(--accent); text-decoration: underline; text-underline-offset: 0.25em;`}>
          View full details
        </Link>
      </div>
    </div>
  );
}
