/**
 * A list in a query string, in either spelling: comma-joined (`brands=Omega,Rolex`, what the listings write) or
 * repeated (`brands=Omega&brands=Rolex`, what a GET form's checkboxes send before the page's scripts run). Both read
 * the same; values are trimmed and empty ones dropped.
 */
export const urlList = (params: URLSearchParams, name: string): string[] =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
