import type { Page, Request } from '@playwright/test';
import { graphqlCall } from './graphql-requests';
import { withoutPageData } from './page-data';

/** Stores consent (analytics on, so analytics events are recorded) before any page script runs. */
export async function consentWithAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'aurum_cookie_consent',
      JSON.stringify({ essential: true, analytics: true, marketing: false, timestamp: new Date().toISOString() }),
    );
    const events: { name: string; data: unknown }[] = [];
    (window as unknown as { __analytics: typeof events }).__analytics = events;
    window.addEventListener('aurum:analytics', (event) => events.push((event as CustomEvent).detail));
  });
}

export async function analyticsEvents(page: Page): Promise<{ name: string; data: Record<string, unknown> }[]> {
  return page.evaluate(() => (window as unknown as { __analytics: { name: string; data: Record<string, unknown> }[] }).__analytics);
}

export interface ListingVariables {
  filter?: Record<string, unknown>;
  sort?: string;
  page?: { offset: number; limit: number };
}

/** Records the variables of every listing query (first pages and Load More) the page sends. */
export function recordListingQueries(page: Page): { all: { operation: string; variables: ListingVariables }[] } {
  const log = { all: [] as { operation: string; variables: ListingVariables }[] };
  // Counted from the first query: the page is served without its inlined first screen, so it fetches it.
  void withoutPageData(page);
  page.on('request', (request: Request) => {
    const call = graphqlCall(request);
    if (call?.operationName?.startsWith('ProductListing')) log.all.push({ operation: call.operationName, variables: (call.variables ?? {}) as ListingVariables });
  });
  return log;
}

/** Every GraphQL operation name the page sends from now on. */
export function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const call = graphqlCall(request);
    if (call) names.push(call.operationName ?? '?');
  });
  return names;
}

export const productCards = (page: Page) => page.getByRole('list', { name: 'Products' }).locator('article');

/** The number in the header's count line ("Showing 12 of 150 products" or "150 products"). */
export async function totalShown(page: Page): Promise<number> {
  const text = (await page.locator('header p[aria-live="polite"]').first().textContent()) ?? '';
  const match = text.match(/(\d+) products?$/);
  return match ? Number(match[1]) : Number.NaN;
}

/** The count printed beside a filter checkbox (its label reads "Rolex (12 products)" to assistive technology). */
export async function facetCount(page: Page, group: string, value: string): Promise<number> {
  const text = await page.getByRole('complementary').getByRole('group', { name: group }).locator('label').filter({ hasText: new RegExp(`^${value}\\(`) }).textContent();
  const match = (text ?? '').match(/\((\d+) products\)/);
  return match ? Number(match[1]) : Number.NaN;
}
