import { postAndForget } from './post-and-forget';

/** Where the error boundary reports (accounts-support-info.md §7). */
export const CLIENT_ERROR_ENDPOINT = '/api/logs/client-error';

/** A loop of failing renders must not become a flood: a page view sends at most this many. */
export const MAX_REPORTS_PER_PAGE = 5;

/** The endpoint refuses bodies over 8 KB; these cuts keep a report well inside it. */
const LIMITS = { message: 1000, stack: 3000, componentStack: 2500, route: 500, userAgent: 400 } as const;

const reported = new Set<string>();

const cut = (value: string | undefined, max: number) => (value === undefined ? undefined : value.slice(0, max));

/**
 * Sends a render error to the server log as {message, stack, componentStack,
 * route, userAgent}; never throws. The same error is sent once per page view.
 */
export function reportClientError(error: Error, componentStack?: string): void {
  const message = cut(error.message || String(error), LIMITS.message)!;
  const key = `${message}\n${error.stack ?? ''}`;
  if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(key);
  const body = JSON.stringify({
    message,
    stack: cut(error.stack, LIMITS.stack),
    componentStack: cut(componentStack, LIMITS.componentStack),
    route: cut(window.location.pathname, LIMITS.route),
    userAgent: cut(navigator.userAgent, LIMITS.userAgent),
  });
  postAndForget(CLIENT_ERROR_ENDPOINT, body);
}
