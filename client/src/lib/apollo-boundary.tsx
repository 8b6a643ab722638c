import { lazy, Suspense, type ReactNode } from 'react';

let markApolloRequested: () => void = () => undefined;

/** Settles the first time anything asks for the Apollo client: from then on it is on its way, for every boundary. */
export const apolloRequested = new Promise<void>((resolve) => (markApolloRequested = resolve));

/**
 * Apollo Client (with its cache, rxjs and graphql printer) is about 50 KB
 * gzipped: more than a third of the home page's JavaScript budget. Keeping it
 * out of the entry chunk lets the header and hero paint first; anything that
 * runs a GraphQL hook renders inside this boundary, which loads the client
 * once and shows `fallback` meanwhile. Lazy routes get it from the router.
 */
export const loadApolloRoot = () => {
  markApolloRequested();
  return import('./apollo-root');
};
const ApolloRoot = lazy(loadApolloRoot);

/** The browser's Apollo client, loading it first if need be: for a request made outside any component's render. */
export const withApolloClient = () => loadApolloRoot().then((root) => root.browserApolloClient());

export function ApolloBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ApolloRoot>{children}</ApolloRoot>
    </Suspense>
  );
}
