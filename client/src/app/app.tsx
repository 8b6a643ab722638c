import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { RootError } from './root-error';
import { AppRoutes } from './routes';

export function App() {
  return (
    <Providers>
      <ErrorBoundary fallback={<RootError />}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </Providers>
  );
}
