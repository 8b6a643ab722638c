import { createVerifiedCustomer, signInThroughApi } from './account-helpers';
import { signInAsNewAdmin } from './admin-support-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

const ROUTES = ['/admin/insights', '/admin/world-class', '/admin/ultimate', '/admin/ultra-advanced', '/ai-admin', '/ultimate-ai'];
const CARDS = ['Viewed often, never bought', 'Carted but not bought', 'Running out at this pace', 'Priced away from the market', 'Sizes asked for, sold out'];

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('the insights screen opens on each of its routes with its five cards, each saying where its numbers come from', async ({ page }) => {
  await signInAsNewAdmin(page);
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    for (const title of CARDS) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText('Where these numbers come from')).toHaveCount(5);
  }
  await page.getByTestId('insight-market_price').getByText('Where these numbers come from').click();
  await expect(page.getByTestId('insight-market_price')).toContainText('market_signal');
  await expectNoA11yViolations(page);
});

test('a customer is turned away from the insights screen', async ({ page }) => {
  const customer = await createVerifiedCustomer(page.request);
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/ai-admin');
  await expect(page).toHaveURL('/');
});
