import { lazy, Suspense } from 'react';
import { useRecentlyViewed } from '../../lib/shop-lists';

/** Listing strips show up to 5; View All leads to /recently-viewed when more are held. */
export const STRIP_LIMIT = 5;

/** The cards' code, with the stored-product card: fetched only by a shopper who has viewed products (issue 35). */
const RecentlyViewedCards = lazy(() => import('./recently-viewed-cards'));

/** Below a listing: the products this browser viewed lately, if any (nothing on the server's render and a first visit). */
export function RecentlyViewedStrip() {
  const { items } = useRecentlyViewed();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedCards />
    </Suspense>
  );
}
