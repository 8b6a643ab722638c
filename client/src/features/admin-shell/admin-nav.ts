/**
 * The back office's side navigation, in order. One line per page: add an
 * entry here and a route under AdminLayout (client/src/app/admin-routes.tsx).
 * `end` marks entries matched exactly (Overview would otherwise match every page).
 */
export interface AdminNavItem {
  label: string;
  to: string;
  end?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Overview', to: '/admin', end: true },
  { label: 'Orders', to: '/admin/orders' },
  { label: 'Products', to: '/admin/products' },
  { label: 'Customers', to: '/admin/customers' },
  { label: 'Returns & repairs', to: '/admin/returns' },
  { label: 'Support', to: '/admin/support' },
  { label: 'Insights', to: '/admin/insights' },
  { label: 'Sellers', to: '/admin/sellers' },
  { label: 'Listings', to: '/admin/listings' },
  { label: 'Marketplace orders', to: '/admin/marketplace-orders' },
  { label: 'Reviews', to: '/admin/reviews' },
  { label: 'Review log', to: '/admin/review-logs' },
  { label: 'Partner API keys', to: '/admin/api-keys' },
  { label: 'Staff audit', to: '/admin/audit' },
];
