import { expect } from 'vitest';
import { STAFF_PAGE_LIMITS } from '../common/staff-page';
import type { TestBrowser } from './account-helpers';

type Page = { items: { id: string }[]; totalCount: number };

/**
 * Checks that a staff list query pages on the server: the pages are slices of the whole list in its order, each
 * says how many match in all, a page past the end is empty, and wild numbers are held to 1–100 rows, not refused.
 * `query` takes `$limit: Int, $offset: Int` (and any `variables`) and selects `items { id } totalCount` of `field`.
 */
export async function expectStaffPaging(staff: TestBrowser, query: string, field: string, variables: Record<string, unknown> = {}, atLeast = 3) {
  const read = async (limit: number, offset: number): Promise<Page> => {
    const { body } = await staff.graphql(query, { ...variables, limit, offset });
    expect(body.errors).toBeUndefined();
    return body.data[field];
  };
  const ids = (page: Page) => page.items.map((item) => item.id);
  const whole = await read(STAFF_PAGE_LIMITS.maxLimit, 0);
  expect(whole.totalCount).toBeGreaterThanOrEqual(atLeast);
  expect(whole.totalCount).toBeLessThanOrEqual(STAFF_PAGE_LIMITS.maxLimit);
  expect(whole.items).toHaveLength(whole.totalCount);

  const first = await read(2, 0);
  const second = await read(2, 2);
  expect(ids(first)).toEqual(ids(whole).slice(0, 2));
  expect(ids(second)).toEqual(ids(whole).slice(2, 4));
  expect([first.totalCount, second.totalCount]).toEqual([whole.totalCount, whole.totalCount]);

  expect(await read(2, whole.totalCount)).toEqual({ items: [], totalCount: whole.totalCount });
  const wild = await read(10_000, -5);
  expect(ids(wild)).toEqual(ids(whole).slice(0, STAFF_PAGE_LIMITS.maxLimit));
  expect(ids(await read(0, 0))).toEqual(ids(whole).slice(0, 1));
  return ids(whole);
}
