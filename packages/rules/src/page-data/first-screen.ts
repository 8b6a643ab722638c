import type { NormalizedCacheObject } from '@apollo/client';

/**
 * What the server hands a page's first screen to the browser in (issue 17): the server writes them
 * (server/src/http/page-html.ts), the client reads them (client/src/lib/page-data-cache.ts, lib/hydration.ts).
 */

/** The attribute the server puts on #root when it holds server-rendered HTML to hydrate. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The element index.html carries a page's first-screen answers in: a JSON data block (the CSP allows no inline script). */
export const PAGE_DATA_ELEMENT_ID = 'aurum-page-data';

/** One query the server answered for the page (page-plan.ts): its operation name, variables and answer. */
export interface PageDataOperation {
  name: string;
  variables: Record<string, unknown>;
  /** The answer as the server gave it: the first screen renders from it without reading the cache (client/src/lib/first-screen-query.ts). */
  data?: unknown;
}

/**
 * What the data block holds: the operations the server ran and their answers already normalised, as the
 * client's own cache (apollo-cache.ts) stores them. Restoring a normalised snapshot costs the phone
 * next to nothing; writing the raw answers into the cache took it ~120 ms of main thread on /watches.
 */
export interface PageDataBlock {
  operations: PageDataOperation[];
  cache: NormalizedCacheObject;
}
