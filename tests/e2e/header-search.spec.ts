import { expect, expectNoA11yViolations, test } from './fixtures';
import { storeCookieConsent } from './consent';
import { graphqlCall } from './graphql-requests';

test.beforeEach(async ({ page }) => storeCookieConsent(page));

async function openSearch(page: import('@playwright/test').Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  return page.getByRole('combobox', { name: 'Search products' });
}

test('typing "rolex" suggests Rolex watches after a pause, and a click opens the product', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    const call = graphqlCall(request);
    if (call?.operationName === 'SearchSuggestions') searches.push(JSON.stringify(call));
  });
  const input = await openSearch(page);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await input.pressSequentially('rolex', { delay: 40 });

  const listbox = page.getByRole('listbox', { name: 'Suggested products' });
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  await expect(options.first()).toContainText('Rolex');
  await expect(options.first()).toHaveAttribute('href', /^\/product\/\d+$/);
  // One request for the settled term, none for each keystroke.
  expect(searches).toHaveLength(1);
  expect(JSON.parse(searches[0]).variables).toEqual({ q: 'rolex', limit: 6 });
  await expect(page.getByRole('status').filter({ hasText: /suggested product/ })).toBeAttached();
  await expectNoA11yViolations(page);

  const href = await options.first().getAttribute('href');
  await options.first().click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('main')).toContainText('Rolex');
});

test('arrow keys choose a suggestion and Enter opens it', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill('rolex');
  const options = page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option');
  await expect(options.first()).toBeVisible();

  await input.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
  await expect(input).toBeFocused();
  const count = await options.count();
  await input.press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

  const href = await options.nth(0).getAttribute('href');
  await input.press('Enter');
  await expect(page).toHaveURL(href!);
  await expect(input).toBeHidden();
});

test('Escape closes the suggestions first, then the search row; Enter without a choice searches everything', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill('rolex');
  const listbox = page.getByRole('listbox', { name: 'Suggested products' });
  await expect(listbox.getByRole('option').first()).toBeVisible();

  await input.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toBeVisible();

  await input.press('Enter');
  await expect(page).toHaveURL(/\/products\/all\?search=rolex$/);
});
