import { lazy, type ComponentType } from 'react';
import { ApolloBoundary, loadApolloRoot } from '../lib/apollo-boundary';
import { PageHydrated } from '../lib/hydration';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A code-split route element. The page chunk and the Apollo client load in
 * parallel; the layout's Suspense shows the route fallback until both are in.
 */
export function lazyPage(load: PageModule) {
  const Page = lazy(() => Promise.all([load(), loadApolloRoot()]).then(([page]) => page));
  return (
    <ApolloBoundary>
      <Page />
      <PageHydrated />
    </ApolloBoundary>
  );
}

/**
 * A code-split page that needs no Apollo client to show its first screen: the home page (its one query is in a
 * part below the fold, with a boundary of its own), and the listing, product, marketplace and consultation
 * pages, whose first-screen queries render from the answers that came with the page and run in Apollo only from
 * the first change on (lib/first-screen-query.ts). Parts that need the client have their own ApolloBoundary.
 * It hydrates and takes taps without waiting for the client.
 */
export function lazyPageWithoutApollo(load: PageModule) {
  const Page = lazy(load);
  return (
    <>
      <Page />
      <PageHydrated />
    </>
  );
}
