import { Route } from 'react-router';
import { lazyPage } from './lazy-page';
import { protectedPage } from './protected-page';

export const adminLoginPage = lazyPage(() => import('../routes/admin-login'));
const adminLayout = protectedPage(() => import('../features/admin-shell/admin-layout'), { admin: true });

const insights = lazyPage(() => import('../routes/admin/insights'));
// Made once, like every page here: a lazy page made while rendering the routes is a new component type each
// time, so the overview would mount afresh (state lost, data refetched) whenever the route table re-renders.
const overview = lazyPage(() => import('../routes/admin/overview'));

/** The spec's AI admin screen answers on these paths too (accounts-support-info.md §2). */
export const INSIGHTS_ALIASES = ['admin/world-class', 'admin/ultimate', 'admin/ultra-advanced', 'ai-admin', 'ultimate-ai'] as const;

/**
 * The back office's pages, nested in the admin layout (admins only; the
 * server checks every operation again). One line per page, lazy loaded.
 */
const adminPages = [
  { path: 'orders', element: lazyPage(() => import('../routes/admin/orders')) },
  { path: 'products', element: lazyPage(() => import('../routes/admin/products')) },
  { path: 'products/new', element: lazyPage(() => import('../routes/admin/product-new')) },
  { path: 'products/:id', element: lazyPage(() => import('../routes/admin/product-edit')) },
  { path: 'customers', element: lazyPage(() => import('../routes/admin/customers')) },
  { path: 'customers/:id', element: lazyPage(() => import('../routes/admin/customer')) },
  { path: 'insights', element: insights },
  { path: 'returns', element: lazyPage(() => import('../routes/admin/returns')) },
  { path: 'support', element: lazyPage(() => import('../routes/admin/support')) },
  { path: 'sellers', element: lazyPage(() => import('../routes/admin/sellers')) },
  { path: 'listings', element: lazyPage(() => import('../routes/admin/listings')) },
  { path: 'marketplace-orders', element: lazyPage(() => import('../routes/admin/marketplace-orders')) },
  { path: 'marketplace-orders/:id', element: lazyPage(() => import('../routes/admin/marketplace-order')) },
  { path: 'reviews', element: lazyPage(() => import('../routes/admin/reviews')) },
  { path: 'audit', element: lazyPage(() => import('../routes/admin/audit')) },
  { path: 'review-logs', element: lazyPage(() => import('../routes/admin/review-logs')) },
  { path: 'api-keys', element: lazyPage(() => import('../routes/admin/api-keys')) },
];

/** Inside <AdminShell>: /admin/login on its own, every other admin page in the layout. */
export function adminRouteTree() {
  return (
    <>
      <Route path="admin/login" element={adminLoginPage} />
      <Route path="admin" element={adminLayout}>
        <Route index element={overview} />
        {adminPages.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
      {INSIGHTS_ALIASES.map((path) => (
        <Route key={path} path={path} element={adminLayout}>
          <Route index element={insights} />
        </Route>
      ))}
    </>
  );
}
