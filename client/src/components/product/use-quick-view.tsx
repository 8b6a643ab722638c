import { useCallback, useState } from 'react';
import { QuickViewDialog } from './quick-view-dialog';
import type { CartToastTexts } from './use-product-actions';

/**
 * Quick view state for a listing: pass `open` to cards as `onQuickView` and
 * render `dialog` once.
 */
export function useQuickView(cartToasts?: CartToastTexts) {
  const [productId, setProductId] = useState<string | null>(null);
  const open = useCallback((product: { id: string }) => setProductId(product.id), []);
  const close = useCallback(() => setProductId(null), []);
  return { open, close, productId, dialog: <QuickViewDialog productId={productId} onClose={close} cartToasts={cartToasts} /> };
}
