import { expect, expectNoA11yViolations, expectNotFoundDocument, test } from './fixtures';

const UNKNOWN = '/no-such-page-for-aurum';

test('an unknown path shows the not-found page', async ({ page, consoleErrors }) => {
  await page.goto(UNKNOWN);
  await expectNotFoundDocument(consoleErrors);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(/might have been moved, renamed or does not exist/)).toBeVisible();
  await expectNoA11yViolations(page);
});

test('Return Home goes to the home page', async ({ page, consoleErrors }) => {
  await page.goto(UNKNOWN);
  await expectNotFoundDocument(consoleErrors);
  await page.getByRole('main').getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Explore Collection' })).toBeVisible();
});

test('Browse Products goes to /products', async ({ page, consoleErrors }) => {
  await page.goto(UNKNOWN);
  await expectNotFoundDocument(consoleErrors);
  await page.getByRole('main').getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});
