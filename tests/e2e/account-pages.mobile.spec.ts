import { createVerifiedCustomer, signInThroughApi } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('every account page fits a phone: the section menu scrolls on its own, the page never sideways', async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  for (const path of ['/account', '/account/orders', '/account/return-request', '/account/support-tickets', '/account/consultations', '/account/alerts', '/account/notifications', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'My account' });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  const menuList = page.getByRole('navigation', { name: 'My account' }).getByRole('list');
  expect(await menuList.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Style Consultations' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Style Consultations' })).toBeInViewport();
  await expectNoA11yViolations(page);
});
