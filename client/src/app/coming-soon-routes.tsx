import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AdminShell } from './layout/admin-shell';
import { adminLoginPage } from './admin-routes';
import { RouteFallback } from './route-fallback';

export { isComingSoonMode } from '../features/coming-soon/coming-soon-mode';

const ComingSoonGate = lazy(() => import('../features/coming-soon/coming-soon-gate'));

/**
 * Coming-soon mode (storefront.md §2): only /admin/login stays open; every
 * other path shows the coming-soon page, unless an admin is signed in.
 */
export function ComingSoonRoutes({ shop }: { shop: ReactNode }) {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route path="admin/login" element={adminLoginPage} />
      </Route>
      <Route
        path="*"
        element={
          <Suspense fallback={<RouteFallback />}>
            <ComingSoonGate>{shop}</ComingSoonGate>
          </Suspense>
        }
      />
    </Routes>
  );
}
