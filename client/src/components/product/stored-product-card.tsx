import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import type { ListProduct } from '../../lib/shop-lists';
import { formatPence } from '../../lib/money';
import { CARD_IMAGE_RATIO, CARD_IMAGE_SIZE } from './product-card-layout';
import { imageSrcSet, sizedImage } from './product-image';
import { stretchedLink } from './stretched-link';

export interface StoredProductCardProps {
  /** A product kept in the browser (recently viewed, wishlist): price in pence as paid. */
  item: Pick<ListProduct, 'id' | 'name' | 'brand' | 'price' | 'imageUrl'>;
  imageSizes?: string;
  /** Buttons under the price (Add to Cart, Remove); they sit above the card's stretched link. */
  actions?: ReactNode;
}

/** A compact card for strips of locally stored products: image, brand, name and price, linking to the product. */
export function StoredProductCard({ item, imageSizes = '(min-width: 900px) 20vw, 45vw', actions }: StoredProductCardProps) {
  const theme = useTheme();
  return (
    // Rows of cards line up: the name always takes two lines and the actions sit at the bottom.
    <article
      css={css`
        position: relative;
        display: grid;
        grid-template-rows: auto auto auto auto 1fr;
        gap: ${theme.space[2]};
        height: 100%;
        &:hover img {
          transform: scale(1.035);
        }
      `}
    >
      <div css={css`overflow: hidden; aspect-ratio: ${CARD_IMAGE_RATIO}; background: ${theme.colors.parchment};`}>
        {item.imageUrl && (
          <img
            src={sizedImage(item.imageUrl, 320)}
            srcSet={imageSrcSet(item.imageUrl)}
            sizes={imageSizes}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            alt={`${item.brand ?? ''} ${item.name}`.trim()}
            loading="lazy"
            decoding="async"
            css={css`width: 100%; height: 100%; object-fit: cover; transition: transform 900ms ${theme.easing};`}
          />
        )}
      </div>
      {item.brand && (
        <p css={css`font-size: 0.6875rem; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent);`}>
          {item.brand}
        </p>
      )}
      <h3
        css={css`
          font-size: 1.0625rem;
          line-height: 1.15;
          min-height: 2.3em;
          display: -webkit-box;
          -webkit-line-clamp: 2;
          -webkit-box-orient: vertical;
          overflow: hidden;
        `}
      >
        <Link
          to={`/product/${item.id}`}
          css={stretchedLink}
        >
          {item.name}
        </Link>
      </h3>
      {Number.isFinite(item.price) && <p css={css`font-size: ${theme.fontSizes.sm}; font-weight: 500;`}>{formatPence(item.price)}</p>}
      {actions && (
        <div css={css`position: relative; z-index: 1; display: grid; align-content: end; gap: ${theme.space[2]}; margin-top: ${theme.space[1]};`}>
          {actions}
        </div>
      )}
    </article>
  );
}
