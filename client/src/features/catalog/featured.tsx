import { ShopProductGridSkeleton } from '../../components/product/product-card-skeleton';

/** Spec: the home page shows at most 4 featured products. */
export const FEATURED_LIMIT = 4;

/** Four across from the md breakpoint (the home page has no filter sidebar). */
export const FEATURED_COLUMNS = 'repeat(4, minmax(0, 1fr))';

/** The same four cards' geometry while the client and data load, so nothing moves when they arrive. */
export function FeaturedGridSkeleton() {
  return <ShopProductGridSkeleton count={FEATURED_LIMIT} columns={FEATURED_COLUMNS} />;
}
