import { css } from '@emotion/react';
import { Badge, theme, type BadgeVariant } from '../ui';
import { cardBadges, type BadgeFacts, type CardBadge } from './card-rules';

const look: Record<CardBadge, { variant: BadgeVariant; label: (p: BadgeFacts) => string }> = {
  'low-stock': { variant: 'dark', label: (p) => `Only ${p.stockQuantity} left` },
  sale: { variant: 'gold', label: () => 'SALE' },
  new: { variant: 'dark', label: () => 'NEW' },
};

const list = css`display: flex; flex-wrap: wrap; gap: ${theme.space[1]}; margin: 0;`;

/** Low stock, SALE and NEW, stacked over a product image. */
export function ProductBadges({ product, className }: { product: BadgeFacts; className?: string }) {
  const badges = cardBadges(product);
  if (badges.length === 0) return null;
  return (
    <ul role="list" aria-label="Highlights" className={className} css={list}>
      {badges.map((badge) => (
        <li key={badge}>
          <Badge variant={look[badge].variant}>{look[badge].label(product)}</Badge>
        </li>
      ))}
    </ul>
  );
}
