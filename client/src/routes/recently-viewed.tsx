import { RecentlyViewedPage } from '../features/recently-viewed';

/** `/recently-viewed` (storefront.md §2). */
export default function RecentlyViewedRoute() {
  return <RecentlyViewedPage />;
}
