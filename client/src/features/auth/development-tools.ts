/**
 * Developer aids (the SMS hint, /error-test) show in development builds and
 * on the developer's own machine, never to shoppers on the real domain.
 */
export function developmentToolsEnabled(): boolean {
  return import.meta.env.DEV || ['localhost', '127.0.0.1'].includes(window.location.hostname);
}
