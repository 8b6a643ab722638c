import { lazy, Suspense, type ReactNode } from 'react';

/**
 * Apollo Client (with its cache, rxjs and graphql printer) is about 50 KB
 * gzipped: more than a third of the home page's JavaScript budget. Keeping it
 * out of the entry chunk lets the header and hero paint first; anything that
 * runs a GraphQL hook renders inside this boundary, which loads the client
 * once and shows `fallback` meanwhile. Lazy routes get it from the router.
 */
export const loadApolloRoot = () => import('./apollo-root');
const ApolloRoot = lazy(loadApolloRoot);

export function ApolloBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ApolloRoot>{children}</ApolloRoot>
    </Suspense>
  );
}
