import { Suspense } from 'react';
import { css } from '@emotion/react';
import { Outlet, useLocation } from 'react-router';
import { darkSurface, Toaster } from '../../components/ui';
import { ErrorBoundary } from '../error-boundary';
import { RouteFallback } from '../route-fallback';

/** Admin pages hide the shop's header and footer (accounts-support-info.md §2). */
export function AdminShell() {
  const { pathname } = useLocation();
  return (
    <div css={[darkSurface, css`min-height: 100vh;`]}>
      <main id="main" tabIndex={-1} css={css`&:focus { outline: none; }`}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Toaster />
    </div>
  );
}
