import { ErrorFallback } from './error-fallback';

/** Last resort when the layout itself fails: no header or footer to lean on, so a reload retries. */
export function RootError() {
  return (
    <main id="main-content">
      <ErrorFallback onRetry={() => window.location.reload()} />
    </main>
  );
}
