import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Badge, CheckIcon } from '../../components/ui';
import type { ProductCard_ProductFragment } from '../../gql/graphql';
import { formatPence } from '../../lib/money';
import { cardBody, IMAGE_HEIGHT, IMAGE_RATIO, IMAGE_WIDTH } from './product-card-layout';
import { imageSrcSet, sizedImage } from './product-image';
import { StarRating } from './star-rating';

export interface ProductCardProps {
  product: ProductCard_ProductFragment;
  /** Above-the-fold cards load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  sizes?: string;
}

export function ProductCard({ product, eager = false, sizes = '(min-width: 900px) 25vw, 50vw' }: ProductCardProps) {
  const theme = useTheme();
  const meta = css`
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    font-size: ${theme.fontSizes.xs};
    line-height: 1.125rem;
    color: var(--fg-muted);
    svg {
      color: var(--accent);
    }
  `;
  const onSale = product.salePrice !== null && product.salePrice.amount < product.price.amount;

  return (
    <article
      css={css`
        position: relative;
        display: flex;
        flex-direction: column;
        height: 100%;
        &:hover img {
          transform: scale(1.035);
        }
        &:focus-within h3 a {
          text-decoration: underline;
          text-underline-offset: 0.2em;
        }
      `}
    >
      <div css={css`position: relative; overflow: hidden; aspect-ratio: ${IMAGE_RATIO}; background: ${theme.colors.parchment};`}>
        <img
          src={sizedImage(product.imageUrl, 640)}
          srcSet={imageSrcSet(product.imageUrl)}
          sizes={sizes}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          alt={`${product.brand} ${product.name}`}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          css={css`
            width: 100%;
            height: 100%;
            object-fit: cover;
            transition: transform 900ms ${theme.easing};
          `}
        />
        {onSale && <Badge variant="gold" css={css`position: absolute; top: ${theme.space[3]}; left: ${theme.space[3]};`}>Sale</Badge>}
      </div>

      <div css={cardBody(theme)}>
        <p
          css={css`
            font-size: 0.6875rem;
            font-weight: 600;
            letter-spacing: ${theme.letterSpacing.caps};
            text-transform: uppercase;
            color: var(--accent);
            white-space: nowrap;
            overflow: hidden;
            text-overflow: ellipsis;
          `}
        >
          {product.brand}
        </p>
        <h3
          css={css`
            font-size: 1.25rem;
            line-height: 1.1;
            display: -webkit-box;
            -webkit-line-clamp: 2;
            -webkit-box-orient: vertical;
            overflow: hidden;
          `}
        >
          {/* The link's box is stretched over the whole card so the image is clickable too. */}
          <Link
            to={`/product/${product.id}`}
            css={css`
              &::after {
                content: '';
                position: absolute;
                inset: 0;
              }
              &:focus-visible {
                outline: none;
              }
              &:focus-visible::after {
                outline: 2px solid var(--focus);
                outline-offset: 4px;
              }
            `}
          >
            {product.name}
          </Link>
        </h3>
        <p
          css={css`
            display: flex;
            align-items: baseline;
            gap: ${theme.space[2]};
            font-size: 0.9375rem;
            font-weight: 500;
            white-space: nowrap;
            ${theme.mq.belowMd} {
              font-size: ${theme.fontSizes.sm};
            }
          `}
        >
          {onSale && product.salePrice ? (
            <>
              <span className="visually-hidden">Sale price</span>
              <span css={css`color: var(--accent);`}>{formatPence(product.salePrice.amount)}</span>
              <span className="visually-hidden">, was</span>
              <s css={css`color: var(--fg-muted); font-weight: 400; font-size: 0.8em;`}>{formatPence(product.price.amount)}</s>
            </>
          ) : (
            <span>{formatPence(product.price.amount)}</span>
          )}
        </p>
        <StarRating />
        <span css={meta}>
          <CheckIcon size={13} /> Authenticated
        </span>
        <span css={meta}>
          <CheckIcon size={13} /> 24-month warranty
        </span>
      </div>
    </article>
  );
}
