import { expect, test } from './fixtures';
import { holdScripts, phoneSpeedCpu, serverRendered } from './before-hydration-helpers';
import { resultsLine } from './dedicated-listing-helpers';

/**
 * What a shopper does on a phone-speed CPU before the page's scripts have taken it over (issue 35): the search box
 * of a server-rendered listing is a real GET form, and text typed into it early is kept and searched for. The
 * page's scripts are held back until the test has acted, so "before hydration" is certain, not a race; the CPU
 * runs 4× slower, as a mid-range phone's does.
 */

test.describe('before the page comes to life (4× CPU slowdown)', () => {
  test('text typed into the listing search before hydration is kept and searched for, with focus where it was', async ({ context }) => {
    const page = await context.newPage();
    await phoneSpeedCpu(page);
    const release = await holdScripts(page);
    await page.goto('/watches', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search watches' });
    await expect(resultsLine(page)).toHaveText(/^Showing 1-24 of \d+ products$/);
    const everything = await resultsLine(page).textContent();
    await expect(serverRendered(page)).toHaveCount(1);
    await search.click();
    await search.pressSequentially('omega');
    await expect(serverRendered(page)).toHaveCount(1);
    release();
    await expect(serverRendered(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(page).toHaveURL(/[?&]search=omega(&|$)/, { timeout: 15_000 });
    await expect(search).toHaveValue('omega');
    await expect(search).toBeFocused();
    await expect(resultsLine(page)).not.toHaveText(everything!);
    await expect(page.getByRole('heading', { level: 3 }).first()).toContainText(/omega/i);
    await page.close();
  });

  test('Enter in the listing search before hydration loads the searched listing, keeping the other choices', async ({ context }) => {
    const page = await context.newPage();
    await phoneSpeedCpu(page);
    const release = await holdScripts(page);
    await page.goto('/watches?sort=price-high&page=2', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search watches' });
    await expect(resultsLine(page)).toHaveText(/^Showing 25-48 of \d+ products$/);
    await expect(serverRendered(page)).toHaveCount(1);
    await search.click();
    await search.pressSequentially('rolex');
    // A plain HTML form: the browser submits it, no script involved.
    await Promise.all([page.waitForURL(/search=rolex/, { waitUntil: 'commit' }), search.press('Enter')]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/watches');
    expect(url.searchParams.get('search')).toBe('rolex');
    expect(url.searchParams.get('sort')).toBe('price-high');
    // A new search starts at the first page.
    expect(url.searchParams.has('page')).toBe(false);
    await expect(resultsLine(page)).toHaveText(/^Showing 1-\d+ of \d+ products$/);
    await expect(page.getByRole('heading', { level: 3 }).first()).toContainText(/rolex/i);
    release();
    await expect(serverRendered(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(search).toHaveValue('rolex');
    await page.close();
  });
});
