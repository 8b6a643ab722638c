import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { RootError } from './root-error';
import { AppRoutes } from './routes';
import { LiveQueryHost } from './live-query-host';

/** Everything around the router, the same in the browser and in the server render (entry-server.tsx). */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <ErrorBoundary fallback={<RootError />}>{children}</ErrorBoundary>
    </Providers>
  );
}

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {/* A client that fails to load (offline) is the pages' own failure to show, not the root error. */}
      <LiveQueryHost />
    </AppFrame>
  );
}
