import { createAdmin, createVerifiedCustomer, signInThroughApi } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('an admin signs in at /admin/login and reaches /admin', async ({ page, request }) => {
  const admin = await createAdmin(request);
  await page.goto('/admin/login');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Aurum' })).toHaveAttribute('href', '/');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(admin.password);
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expectNoA11yViolations(page);

  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expectNoA11yViolations(page);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /Account menu for/ }).click();
  await expect(page.getByTestId('role-label')).toHaveText('Administrator');
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
});

test("a customer at /admin/login is told 'Admin access required'; a wrong password 'Invalid credentials'", async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').getByText('Admin access required')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByLabel('Password', { exact: true }).fill('NotThePassword!1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').getByText('Invalid credentials')).toBeVisible();
});

test('protected routes: visitors go to /auth?redirect=…, customers on admin routes to /', async ({ page, request }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin$/);

  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('sign-in follows ?redirect= after signing in', async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  await page.goto('/account/notifications');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount%2Fnotifications$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});
