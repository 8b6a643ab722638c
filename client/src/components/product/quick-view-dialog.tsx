import { useEffect } from 'react';
import { css, useTheme } from '@emotion/react';
import { Dialog, Skeleton } from '../ui';
import { useProductQuickViewQuery } from '../../gql/hooks';
import { trackEvent } from '../../lib/shop-lists';
import { QuickViewDetails } from './quick-view-details';
import type { CartToastTexts } from './use-product-actions';

export interface QuickViewDialogProps {
  /** The product to show; null keeps the dialog closed. */
  productId: string | null;
  onClose: () => void;
  cartToasts?: CartToastTexts;
}

/**
 * Quick view (storefront.md §2). A product already shown by a listing card
 * is read from the Apollo cache (the card's fragment holds every field used
 * here), so opening it costs no request.
 */
export function QuickViewDialog({ productId, onClose, cartToasts }: QuickViewDialogProps) {
  const open = productId !== null;
  const { data, dataState, loading } = useProductQuickViewQuery({
    variables: { id: productId ?? '' },
    skip: !open,
    fetchPolicy: 'cache-first',
  });
  const product = open && dataState === 'complete' ? data.product : undefined;

  useEffect(() => {
    if (productId !== null) trackEvent('quick_view_open', { productId });
  }, [productId]);

  return (
    <Dialog open={open} onClose={onClose} title={product ? `${product.brand} ${product.name}` : 'Quick view'} hideTitle width="min(62rem, 100%)">
      {product ? (
        <QuickViewDetails key={product.id} product={product} cartToasts={cartToasts} />
      ) : loading ? (
        <QuickViewSkeleton />
      ) : (
        <div css={css`padding-block: 2rem; text-align: center;`}>
          <p css={css`font-size: 1.5rem;`}>Product Not Found</p>
          <p css={css`color: var(--fg-muted);`}>The product you're looking for doesn't exist or has been removed.</p>
        </div>
      )}
    </Dialog>
  );
}

function QuickViewSkeleton() {
  const theme = useTheme();
  return (
    <div role="status" aria-label="Loading product" css={css`display: grid; gap: ${theme.space[5]}; ${theme.mq.md} { grid-template-columns: 1fr 1fr; }`}>
      <Skeleton aspectRatio="1 / 1" />
      <div css={css`display: grid; gap: ${theme.space[3]}; align-content: start;`}>
        <Skeleton width="30%" height="0.75rem" />
        <Skeleton width="80%" height="2rem" />
        <Skeleton width="40%" height="1.25rem" />
        <Skeleton height="5rem" />
      </div>
    </div>
  );
}
