import { lazy, type ComponentType } from 'react';
import { ApolloBoundary, loadApolloRoot } from '../lib/apollo-boundary';
import { PageHydrated } from '../lib/hydration';

/**
 * A code-split route element. The page chunk and the Apollo client load in
 * parallel; the layout's Suspense shows the route fallback until both are in.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(() => Promise.all([load(), loadApolloRoot()]).then(([page]) => page));
  return (
    <ApolloBoundary>
      <Page />
      <PageHydrated />
    </ApolloBoundary>
  );
}
