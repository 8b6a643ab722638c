import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdScripts, phoneSpeedCpu, serverRendered } from './before-hydration-helpers';
import { resultsLine } from './dedicated-listing-helpers';

/**
 * The listings' filters, sort, pages and active-filter chips before the page's scripts have taken it over (issue 35):
 * they are GET forms and links, so on a phone-speed CPU a shopper's choice made early loads the right listing from
 * the server. The scripts are held back until the test has acted, so "before hydration" is certain, not a race.
 */

/** A page at 4× CPU with its scripts held; `release` lets them run. */
async function heldPage(context: import('@playwright/test').BrowserContext) {
  const page = await context.newPage();
  await phoneSpeedCpu(page);
  const release = await holdScripts(page);
  return { page, release };
}

const marketplaceCount = (page: Page) => page.locator('header p[aria-live="polite"]');
const listingCards = (page: Page) => page.getByRole('list', { name: 'Listings' }).getByRole('listitem');

/** Follows a plain HTML navigation (a link or a GET form) started by `act`, scripts still held. */
async function navigates(page: Page, url: RegExp, act: () => Promise<void>) {
  await Promise.all([page.waitForURL(url, { waitUntil: 'commit' }), act()]);
}

test.describe('listing filters before the page comes to life (4× CPU slowdown)', () => {
  test('on /marketplace/listings a brand ticked and applied before hydration loads the filtered listing, the search and sort kept', async ({ context }) => {
    const { page, release } = await heldPage(context);
    await page.goto('/marketplace/listings?search=a&sort=price-low-high&page=2', { waitUntil: 'commit' });
    await expect(serverRendered(page)).toHaveCount(1);
    const brands = page.getByRole('group', { name: 'Brand' });
    const first = brands.getByRole('checkbox').and(page.locator(':not([disabled])')).first();
    const brand = await first.getAttribute('value');
    expect(brand).toBeTruthy();
    // The brand's count beside its box, for the search: what the filtered listing must show.
    const label = brands.locator('label').filter({ has: page.locator(`input[value="${brand}"]`) });
    const count = Number(/\((\d+) listings?\)/.exec((await label.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await first.check();
    await navigates(page, /brands=/, () => page.getByRole('button', { name: 'Apply filters' }).click());
    const url = new URL(page.url());
    expect(url.pathname).toBe('/marketplace/listings');
    expect(url.searchParams.getAll('brands')).toEqual([brand]);
    expect(url.searchParams.get('search')).toBe('a');
    expect(url.searchParams.get('sort')).toBe('price-low-high');
    expect(url.searchParams.has('page')).toBe(false);
    // The server rendered the filtered listing: every card is the brand's, the count is the brand's.
    await expect(serverRendered(page)).toHaveCount(1);
    await expect(marketplaceCount(page)).toHaveText(new RegExp(`^(Showing 1–\\d+ of )?${count} listings?$`), { timeout: 20_000 });
    await expect(listingCards(page).first()).toBeVisible();
    for (const text of await listingCards(page).allInnerTexts()) expect(text.toLowerCase()).toContain(brand!.toLowerCase());
    await expect(page.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: new RegExp(`^${brand}`) })).toBeChecked();
    release();
    await expect(serverRendered(page)).toHaveCount(0, { timeout: 30_000 });
    // Once hydrated the filters apply themselves: the button is gone, the choice is still there.
    await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: new RegExp(`^${brand}`) })).toBeChecked();
    await page.close();
  });

  test('a box ticked before hydration but not applied stays ticked once the page comes to life', async ({ context }) => {
    const { page, release } = await heldPage(context);
    await page.goto('/marketplace/listings', { waitUntil: 'commit' });
    await expect(serverRendered(page)).toHaveCount(1);
    const dealer = page.getByRole('group', { name: 'Seller type' }).getByRole('checkbox', { name: /Dealer/ });
    await dealer.check();
    release();
    await expect(serverRendered(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(dealer).toBeChecked();
    await page.close();
  });

  test('on /marketplace/listings a page link and a sort change work before hydration', async ({ context }) => {
    const { page, release } = await heldPage(context);
    await page.goto('/marketplace/listings?sort=price-high-low', { waitUntil: 'commit' });
    await expect(serverRendered(page)).toHaveCount(1);
    await navigates(page, /page=2/, () => page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click());
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-high-low');
    await expect(marketplaceCount(page)).toHaveText(/^Showing 13–/, { timeout: 20_000 });
    await page.getByLabel('Sort by').selectOption({ label: 'Year: Newest' });
    await navigates(page, /sort=year-newest/, () => page.getByRole('button', { name: 'Apply filters' }).click());
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await expect(marketplaceCount(page)).toHaveText(/^Showing 1–/, { timeout: 20_000 });
    await expect(page.getByLabel('Sort by')).toHaveValue('year-newest');
    release();
    await expect(serverRendered(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByLabel('Sort by')).toHaveValue('year-newest');
    await page.close();
  });

  test('on /watches the sort, a page link and an active-filter chip work before hydration, the search kept', async ({ context }) => {
    const { page, release } = await heldPage(context);
    await page.goto('/watches?search=a', { waitUntil: 'commit' });
    await expect(serverRendered(page)).toHaveCount(1);
    await expect(resultsLine(page)).toHaveText(/^Showing 1-24 of \d+ products$/);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    await navigates(page, /sort=price-high/, () => page.getByRole('button', { name: 'Sort', exact: true }).click());
    expect(new URL(page.url()).searchParams.get('search')).toBe('a');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-high');

    await navigates(page, /page=2/, () => page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click());
    await expect(resultsLine(page)).toHaveText(/^Showing 25-\d+ of \d+ products$/, { timeout: 20_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('sort')).toBe('price-high');
    expect(url.searchParams.get('search')).toBe('a');

    // The search chip is a link to the same listing without the search, back at page 1.
    await navigates(page, /^[^?]*\/watches\?sort=price-high$/, () => page.getByRole('link', { name: 'Remove search “a”' }).click());
    await expect(resultsLine(page)).toHaveText(/^Showing 1-24 of \d+ products$/, { timeout: 20_000 });
    release();
    await expect(serverRendered(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Sort', exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-high');
    await page.close();
  });

  test('on /watches a brand link (comma list or repeated names) renders the brand-filtered listing from the server', async ({ context }) => {
    const { page, release } = await heldPage(context);
    await page.goto('/watches?brands=Omega&brands=Rolex&sort=name', { waitUntil: 'commit' });
    await expect(serverRendered(page)).toHaveCount(1);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('link', { name: 'Remove filter Omega' })).toBeVisible();
    await expect(chips.getByRole('link', { name: 'Remove filter Rolex' })).toBeVisible();
    await expect(resultsLine(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 3 }).first()).toContainText(/omega|rolex/i);
    await navigates(page, /brands=Rolex(&|$)/, () => chips.getByRole('link', { name: 'Remove filter Omega' }).click());
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
    await expect(chips.getByRole('link', { name: 'Remove filter Omega' })).toHaveCount(0);
    release();
    await expect(serverRendered(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(chips.getByRole('button', { name: 'Remove filter Rolex' }).or(chips.getByRole('link', { name: 'Remove filter Rolex' }))).toBeVisible();
    await page.close();
  });
});
