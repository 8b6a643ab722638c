import { lazy, Suspense, useCallback, useState } from 'react';
import { ApolloBoundary } from '../../lib/apollo-boundary';
import type { CartToastTexts } from './use-product-actions';

/** Loaded the first time a shopper opens a quick view, not with the listing. */
const QuickViewDialog = lazy(() => import('./quick-view-dialog').then((module) => ({ default: module.QuickViewDialog })));

/**
 * Quick view state for a listing: pass `open` to cards as `onQuickView` and
 * render `dialog` once. The dialog stays mounted once loaded, so it can
 * close and restore focus as every dialog does.
 */
export function useQuickView(cartToasts?: CartToastTexts) {
  const [productId, setProductId] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const open = useCallback((product: { id: string }) => {
    setUsed(true);
    setProductId(product.id);
  }, []);
  const close = useCallback(() => setProductId(null), []);
  const dialog = used ? (
    <Suspense fallback={null}>
      {/* Its own boundary: a listing shown from its first-screen answer has no Apollo client yet. */}
      <ApolloBoundary>
        <QuickViewDialog productId={productId} onClose={close} cartToasts={cartToasts} />
      </ApolloBoundary>
    </Suspense>
  ) : null;
  return { open, close, productId, dialog };
}
