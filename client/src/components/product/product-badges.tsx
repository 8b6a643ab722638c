import { css } from '@emotion/react';
import { Badge, theme, type BadgeVariant } from '../ui';
import { cardBadges, leadBadge, type BadgeFacts, type CardBadge } from './card-rules';

const look: Record<CardBadge, { variant: BadgeVariant; label: (p: BadgeFacts) => string }> = {
  'sold-out': { variant: 'dark', label: () => 'Sold out' },
  'low-stock': { variant: 'dark', label: (p) => `Only ${p.stockQuantity} left` },
  sale: { variant: 'gold', label: () => 'SALE' },
  new: { variant: 'dark', label: () => 'NEW' },
};

const list = css`display: flex; flex-wrap: wrap; gap: ${theme.space[1]}; margin: 0;`;
/* A phone card is small: stacked badges crowd its image, so it keeps only the most important one (issue 37). */
const onlyLeadOnPhones = css`${theme.mq.belowSm} { [data-secondary-badge] { display: none; } }`;

/** Sold out / low stock, SALE and NEW over a product image; `leadOnlyOnPhones` keeps the first alone on a phone. */
export function ProductBadges({ product, leadOnlyOnPhones = false, className }: { product: BadgeFacts; leadOnlyOnPhones?: boolean; className?: string }) {
  const badges = cardBadges(product);
  if (badges.length === 0) return null;
  const lead = leadBadge(product);
  return (
    <ul role="list" aria-label="Highlights" className={className} css={[list, leadOnlyOnPhones && onlyLeadOnPhones]}>
      {badges.map((badge) => (
        <li key={badge} data-secondary-badge={badge === lead ? undefined : ''}>
          <Badge variant={look[badge].variant}>{look[badge].label(product)}</Badge>
        </li>
      ))}
    </ul>
  );
}
