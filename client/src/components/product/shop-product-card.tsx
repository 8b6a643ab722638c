import { css } from '@emotion/react';
import { Link } from 'react-router';
import { Button, CheckIcon, CompareIcon, EyeIcon, HeartIcon, theme } from '../ui';
import type { ShopProductCard_ProductFragment } from '../../gql/graphql';
import { CARD_MATERIALS_SHOWN, CARD_SIZES_SHOWN, withOverflow } from './card-rules';
import { CardIconButton } from './card-icon-button';
import { ColourDots } from './colour-dots';
import { PriceDisplay } from './price-display';
import { ProductBadges } from './product-badges';
import { cardBody, CARD_IMAGE_RATIO, CARD_IMAGE_SIZE } from './product-card-layout';
import { imageSrcSet, sizedImage } from './product-image';
import { stretchedLink } from './stretched-link';
import { useScopedProductActions } from './product-actions-scope';
import { replayTap } from '../../lib/early-input';
import { CardMoreMenu } from './card-more-menu';

/*
 * Icon actions (issue 37): with a mouse, the wishlist and compare icons and Quick View show while the card is
 * hovered or holds focus (they stay in the tab order and the accessibility tree throughout); on a touch screen
 * they show; on a phone they give way to one "More actions" menu.
 */
const revealOnHover = '@media (hover: hover) and (min-width: 600px)';

/*
 * The card's styles, made once for the app's one theme rather than on every render of every card: a listing
 * hydrates 24 cards, and emotion serialising each card's twenty style blocks again was much of that work
 * (issue 17).
 */
const small = css`font-size: ${theme.fontSizes.xs}; line-height: 1.125rem; color: var(--fg-muted);`;
const oneLine = css`white-space: nowrap; overflow: hidden; text-overflow: ellipsis;`;
const styles = {
  card: css`
    position: relative;
    display: flex;
    flex-direction: column;
    height: 100%;
    &:hover img {
      transform: scale(1.035);
    }
    &:hover [data-quick-view],
    &:focus-within [data-quick-view] {
      opacity: 1;
      transform: none;
    }
    ${revealOnHover} {
      [data-card-icons] {
        opacity: 0;
        transition: opacity ${theme.durations.base} ${theme.easing};
      }
      &:hover [data-card-icons],
      &:focus-within [data-card-icons] {
        opacity: 1;
      }
    }
    ${theme.mq.belowSm} {
      [data-card-icons],
      [data-quick-view] {
        display: none;
      }
    }
    &:focus-within h3 a {
      text-decoration: underline;
      text-underline-offset: 0.2em;
    }
  `,
  media: css`position: relative; overflow: hidden; aspect-ratio: ${CARD_IMAGE_RATIO}; background: ${theme.colors.parchment};`,
  image: css`
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 900ms ${theme.easing};
  `,
  badges: css`position: absolute; top: ${theme.space[3]}; left: ${theme.space[3]}; right: 3.5rem;`,
  /* Above the stretched link in its own right: while hidden (opacity 0) it forms a stacking context of its own. */
  iconButtons: css`position: absolute; z-index: 1; top: ${theme.space[2]}; right: ${theme.space[2]}; display: grid; gap: ${theme.space[2]};`,
  /* The card's width, so the menu opens within the card whichever column it is in; only its controls take taps. */
  moreActions: css`
    position: absolute;
    z-index: 2;
    top: ${theme.space[2]};
    left: ${theme.space[2]};
    right: ${theme.space[2]};
    display: none;
    justify-content: flex-end;
    pointer-events: none;
    & > * {
      pointer-events: auto;
    }
    ${theme.mq.belowSm} {
      display: flex;
    }
  `,
  quickView: css`
    position: absolute;
    z-index: 1;
    left: ${theme.space[3]};
    right: ${theme.space[3]};
    bottom: ${theme.space[3]};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[2]};
    min-height: 2.5rem;
    border: 0;
    background: rgba(11, 11, 12, 0.88);
    color: ${theme.colors.pearl};
    font-size: 0.6875rem;
    font-weight: 600;
    letter-spacing: ${theme.letterSpacing.caps};
    text-transform: uppercase;
    cursor: pointer;
    opacity: 0;
    transform: translateY(6px);
    transition:
      opacity ${theme.durations.base} ${theme.easing},
      transform ${theme.durations.base} ${theme.easing};
    &:hover {
      color: ${theme.colors.gold};
    }
    @media (hover: none) {
      opacity: 1;
      transform: none;
      left: auto;
      right: ${theme.space[2]};
      bottom: ${theme.space[2]};
      width: 2.5rem;
      border-radius: 50%;
      /* Icon only on touch screens; the aria-label names the button. */
      .quick-view-label {
        display: none;
      }
    }
    ${theme.mq.reducedMotion} {
      transition: none;
    }
  `,
  body: cardBody(theme),
  brand: [
    oneLine,
    css`
      font-size: 0.6875rem;
      font-weight: 600;
      letter-spacing: ${theme.letterSpacing.caps};
      text-transform: uppercase;
      color: var(--accent);
    `,
  ],
  name: css`
    font-size: 1.25rem;
    line-height: 1.1;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  `,
  swatchRow: css`display: flex; align-items: center; gap: ${theme.space[2]};`,
  materials: [small, oneLine],
  more: css`color: var(--accent);`,
  trust: [small, css`display: grid; margin: 0; svg { color: var(--accent); }`],
  trustLine: css`display: flex; align-items: center; gap: 0.25rem;`,
  action: css`position: relative; z-index: 1; min-height: 100%;`,
  sizes: css`display: flex; gap: ${theme.space[1]}; margin: 0; overflow: hidden;`,
  chip: css`
    display: inline-grid;
    place-items: center;
    min-width: 1.75rem;
    height: 1.5rem;
    padding: 0 0.375rem;
    border: 1px solid var(--hairline);
    font-size: 0.6875rem;
    color: var(--fg);
  `,
  moreChip: css`border-color: transparent; color: var(--fg-muted);`,
};

export interface ShopProductCardProps {
  product: ShopProductCard_ProductFragment;
  /** Cards in the first rows load their image eagerly; the rest lazily. */
  eager?: boolean;
  /** The image's `sizes` attribute for the grid it sits in. */
  imageSizes?: string;
  /** Shows the Quick View button; called with the card's product. */
  onQuickView?: (product: ShopProductCard_ProductFragment) => void;
}

/** The full listing card (storefront.md §1 and §2 "Product cards"), inside a ProductActionsScope (its toasts). */
export function ShopProductCard({
  product,
  eager = false,
  imageSizes = '(min-width: 900px) 25vw, 50vw',
  onQuickView,
}: ShopProductCardProps) {
  const actions = useScopedProductActions();
  const wishlisted = actions.isWishlisted(product.id);
  const compared = actions.isCompared(product.id);
  const materials = withOverflow(product.materials, CARD_MATERIALS_SHOWN);
  const sizes = withOverflow(product.sizes, CARD_SIZES_SHOWN);

  return (
    <article data-product-id={product.id} css={styles.card}>
      <div css={styles.media}>
        <img
          src={sizedImage(product.imageUrl, 640)}
          srcSet={imageSrcSet(product.imageUrl)}
          sizes={imageSizes}
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          alt={`${product.brand} ${product.name}`}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          css={styles.image}
        />
        <ProductBadges product={product} leadOnlyOnPhones css={styles.badges} />
        <div data-card-icons css={styles.iconButtons}>
          <CardIconButton
            pressed={wishlisted}
            aria-label={`${wishlisted ? 'Remove from' : 'Add to'} wishlist: ${product.name}`}
            onClick={() => void actions.toggleWishlist(product)}
            {...replayTap(`wishlist:${product.id}`)}
          >
            <HeartIcon size={18} filled={wishlisted} />
          </CardIconButton>
          <CardIconButton
            pressed={compared}
            aria-label={`${compared ? 'Remove from' : 'Add to'} comparison: ${product.name}`}
            onClick={() => actions.toggleCompare(product)}
            {...replayTap(`compare:${product.id}`)}
          >
            <CompareIcon size={18} />
          </CardIconButton>
        </div>
        {onQuickView && (
          <button
            type="button"
            data-quick-view
            aria-label={`Quick View: ${product.name}`}
            onClick={() => onQuickView(product)}
            css={styles.quickView}
          >
            <EyeIcon size={16} />
            <span className="quick-view-label">Quick View</span>
          </button>
        )}
      </div>

      <div css={styles.moreActions}>
        <CardMoreMenu
          productName={product.name}
          replayId={`more:${product.id}`}
          actions={[
            { label: wishlisted ? 'Remove from wishlist' : 'Add to wishlist', onSelect: () => void actions.toggleWishlist(product) },
            { label: compared ? 'Remove from comparison' : 'Compare', onSelect: () => actions.toggleCompare(product) },
            ...(onQuickView ? [{ label: 'Quick view', onSelect: () => onQuickView(product) }] : []),
          ]}
        />
      </div>

      <div css={styles.body}>
        <p css={styles.brand}>
          {product.brand}
        </p>
        <h3 css={styles.name}>
          {/* Stretched over the card so the image opens the product too; the buttons sit above it. */}
          <Link
            to={`/product/${product.id}`}
            css={stretchedLink}
          >
            {product.name}
          </Link>
        </h3>
        <PriceDisplay price={product.price} salePrice={product.salePrice} css={oneLine} />
        {/* No stars: the spec's fixed 4.9 stood behind no review (banned in the UK, DMCC Act 2024; issue 37). */}
        <div css={styles.swatchRow}>
          <ColourDots colors={product.colors} />
        </div>
        <p css={styles.materials}>
          {materials.shown.join(' · ')}
          {materials.more > 0 && <span css={styles.more}> +{materials.more}</span>}
        </p>
        <SizeChips sizes={sizes.shown} more={sizes.more} />
        <ul role="list" css={styles.trust}>
          <li css={styles.trustLine}>
            <CheckIcon size={13} /> Authenticated
          </li>
          <li css={styles.trustLine}>
            <CheckIcon size={13} /> 24-month warranty
          </li>
        </ul>
        <Button
          variant={product.inStock ? 'primary' : 'secondary'}
          size="sm"
          fullWidth
          disabled={!product.inStock}
          aria-label={`${product.inStock ? 'Add to Cart' : 'Out of Stock'}: ${product.name}`}
          onClick={() => actions.addToCart(product)}
          {...(product.inStock && replayTap(`cart:${product.id}`))}
          css={styles.action}
        >
          {product.inStock ? 'Add to Cart' : 'Out of Stock'}
        </Button>
      </div>
    </article>
  );
}

function SizeChips({ sizes, more }: { sizes: string[]; more: number }) {
  if (sizes.length === 0) return <span />;
  return (
    <ul role="list" aria-label="Sizes" css={styles.sizes}>
      {sizes.map((size) => (
        <li key={size} css={styles.chip}>
          {size}
        </li>
      ))}
      {more > 0 && (
        <li css={[styles.chip, styles.moreChip]}>
          <span aria-hidden="true">+{more}</span>
          <span className="visually-hidden">and {more} more</span>
        </li>
      )}
    </ul>
  );
}
