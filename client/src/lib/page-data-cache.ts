import { createContext } from 'react';
import type { ApolloCache, NormalizedCacheObject } from '@apollo/client';
import { PAGE_DATA_ELEMENT_ID, type PageDataBlock } from '@aurum/rules/page-data/first-screen';

const isBlock = (value: unknown): value is PageDataBlock =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as PageDataBlock).operations) &&
  typeof (value as PageDataBlock).cache === 'object' &&
  (value as PageDataBlock).cache !== null;

const restoredAt = new Map<string, number>();
const answers = new Map<string, unknown>();
export const pageDataKey = (name: string, variables: unknown) => `${name}:${JSON.stringify(variables ?? {})}`;

let unrestored: NormalizedCacheObject | null = null;

/**
 * Reads the data block the server put in index.html, once, at start-up (main.tsx): the first screen renders
 * from its answers with no Apollo client (first-screen-query.ts); its normalised cache waits for the client.
 * Unreadable data is ignored (the page just fetches).
 */
export function readPageData(doc: Document = document): void {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  let block: unknown;
  try {
    block = JSON.parse(element.textContent);
  } catch {
    return;
  }
  if (!isBlock(block)) return;
  unrestored = block.cache;
  for (const { name, variables, data } of block.operations) {
    restoredAt.set(pageDataKey(name, variables), Date.now());
    if (data && typeof data === 'object') answers.set(pageDataKey(name, variables), data);
  }
}

/**
 * Restores the answers that came with the page into a new Apollo cache,
 * before anything renders from it: the page's own query then answers from
 * the cache with no request.
 */
export function restorePageData(cache: ApolloCache, doc: Document = document): void {
  readPageData(doc);
  if (!unrestored) return;
  cache.restore(unrestored);
  unrestored = null;
}

/** When an inlined answer for this operation and these variables was restored, if one was. */
export function pageDataFetchedAt(name: string, variables: unknown): number | undefined {
  return restoredAt.get(pageDataKey(name, variables));
}

/**
 * The answers that came with the page, by pageDataKey, until forgotten: in the browser the ones restored
 * here; the server render provides each page's own (entry-server.tsx), so both render the same first screen.
 */
export const PageAnswers = createContext<ReadonlyMap<string, unknown>>(answers);

/** The page that showed this answer has gone: a later visit reads the cache or the network, as any page does. */
export const forgetPageAnswer = (key: string): void => void answers.delete(key);
