import type { ApolloCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/** The element index.html carries a page's first-screen answers in: a JSON data block (the CSP allows no inline script). */
export const PAGE_DATA_ELEMENT_ID = 'aurum-page-data';

/** One answer the server inlined (app/page-data.ts): the query it ran (with `__typename`s), its variables and its data. */
export interface PageDataEntry {
  name: string;
  document: DocumentNode;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

const restoredAt = new Map<string, number>();
const keyOf = (name: string, variables: unknown) => `${name}:${JSON.stringify(variables)}`;

/**
 * Writes the answers that came with the page into the Apollo cache, before
 * anything renders from it: the page's own query then answers from the cache
 * with no request. Unreadable data is ignored (the page just fetches).
 */
export function restorePageData(cache: ApolloCache, doc: Document = document): void {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  let entries: PageDataEntry[];
  try {
    entries = JSON.parse(element.textContent) as PageDataEntry[];
  } catch {
    return;
  }
  for (const { name, document, variables, data } of entries) {
    cache.writeQuery({ query: document, variables, data });
    restoredAt.set(keyOf(name, variables), Date.now());
  }
}

/** When an inlined answer for this operation and these variables was restored, if one was. */
export function pageDataFetchedAt(name: string, variables: unknown): number | undefined {
  return restoredAt.get(keyOf(name, variables));
}
