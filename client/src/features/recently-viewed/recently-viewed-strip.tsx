import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { ShopProductGrid } from '../../components/product/shop-product-grid';
import { StoredProductCard } from '../../components/product/stored-product-card';
import { useRecentlyViewed } from '../../lib/shop-lists';

/** storefront.md §2: the strip links to /recently-viewed with View All when more than 5 are held. */
export const VIEW_ALL_ABOVE = 5;

/** A row of recently viewed products, newest first; nothing when there are none to show. */
export function RecentlyViewedStrip({
  limit,
  excludeId,
  title = 'Recently Viewed',
  className,
}: {
  limit: number;
  excludeId?: string;
  title?: string;
  className?: string;
}) {
  const theme = useTheme();
  const { items } = useRecentlyViewed();
  const shown = items.filter((item) => item.id !== excludeId).slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={className} css={css`display: grid; gap: ${theme.space[6]};`}>
      <div css={css`display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: ${theme.space[3]};`}>
        <h2 id="recently-viewed-heading" css={css`font-size: ${theme.fontSizes['2xl']};`}>
          {title}
        </h2>
        {items.length > VIEW_ALL_ABOVE && (
          <Link
            to="/recently-viewed"
            css={css`
              font-size: ${theme.fontSizes.xs};
              font-weight: 600;
              letter-spacing: ${theme.letterSpacing.caps};
              text-transform: uppercase;
              color: var(--accent);
            `}
          >
            View All<span className="visually-hidden"> recently viewed products</span>
          </Link>
        )}
      </div>
      <ShopProductGrid label={title} columns={`repeat(${Math.min(limit, 5)}, minmax(0, 1fr))`}>
        {shown.map((item) => (
          <li key={item.id}>
            <StoredProductCard item={item} />
          </li>
        ))}
      </ShopProductGrid>
    </section>
  );
}
