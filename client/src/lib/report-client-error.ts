/** Sends a render error to the server log (accounts-support-info.md §7); never throws. */
export function reportClientError(error: Error, componentStack?: string) {
  const body = JSON.stringify({
    message: error.message,
    stack: error.stack,
    componentStack,
    route: window.location.pathname,
    userAgent: navigator.userAgent,
  });
  fetch('/api/logs/client-error', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
