import { Suspense, useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/ui';
import { FloatingCartButton } from '../../features/cart';
import { CompareButton } from '../../features/compare';
import { CookieBanner, CookiePreferencesDialog } from '../../features/cookie-consent';
// The host file itself, not the feature's index: the entry chunk must not pull in the wishlist page.
import { WishlistSyncHost } from '../../features/wishlist/wishlist-sync-host';
import { ErrorBoundary } from '../error-boundary';
import { RouteFallback } from '../route-fallback';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

export function Layout() {
  const { pathname } = useLocation();
  useScrollOnNavigation();
  useFocusMainOnNavigation(pathname);

  return (
    <>
      <SkipLink />
      <CookieBanner />
      <Header />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        css={css`
          display: block;
          /* A full screen at least: while a page's chunk or data loads, the footer stays below the fold and never jumps down (CLS). */
          min-height: 100vh;
          &:focus,
          &:focus-visible {
            outline: none;
          }
        `}
      >
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CompareButton />
      <FloatingCartButton />
      <WishlistSyncHost />
      <CookiePreferencesDialog />
      <Toaster />
    </>
  );
}

/** After client-side navigation, screen-reader and keyboard users start at the new page's content. */
function useFocusMainOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
