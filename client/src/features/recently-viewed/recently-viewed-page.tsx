import { useEffect, useRef } from 'react';
import { StoredProductListPage } from '../../components/product/stored-product-list-page';
import { Button } from '../../components/ui';
import { useRecentlyViewed } from '../../lib/shop-lists';
import { idsToDrop } from './verify-recent';

/** /recently-viewed: the full list (max 10, newest first), checked against the server on load. */
export function RecentlyViewedPage() {
  const { items, remove } = useRecentlyViewed();
  useDropRemovedProducts(items, remove);

  return (
    <StoredProductListPage
      pageTitle="Recently Viewed"
      eyebrow="Your browsing"
      title="Recently Viewed"
      summary={items.length === 0 ? 'Pieces you look at will appear here.' : `${items.length} ${items.length === 1 ? 'piece' : 'pieces'}, most recent first`}
      emptyText="You haven't viewed any products yet."
      listLabel="Recently viewed products"
      items={items}
      actions={({ id, name }) => (
        <Button variant="ghost" size="sm" aria-label={`Remove: ${name}`} onClick={() => remove(id)}>
          Remove
        </Button>
      )}
    />
  );
}

/**
 * Once per visit: products the server no longer has leave the list. The
 * removal writes storage, so it is safe even if the page has gone meanwhile.
 */
function useDropRemovedProducts(items: { id: string }[], remove: (id: string) => void) {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || items.length === 0) return;
    checked.current = true;
    void idsToDrop(items.map((item) => item.id)).then((ids) => ids.forEach(remove));
  }, [items, remove]);
}
