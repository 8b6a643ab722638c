import { createVerifiedCustomer, signInThroughApi, sql } from './account-helpers';
import { buyThroughApi, stockedWatch } from './backoffice-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('the account page edits details and shows verification status', async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amelia' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expectNoA11yViolations(page);

  const details = page.getByRole('form', { name: 'Personal details' });
  await details.getByLabel('First name').fill('B');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('First name must be at least 2 characters')).toBeVisible();
  await details.getByLabel('First name').fill('Beatrice');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Profile updated')).toBeVisible();
  const [row] = await sql<{ first_name: string }>('select first_name from app_user where email = $1', [customer.email]);
  expect(row.first_name).toBe('Beatrice');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Beatrice' })).toBeVisible();
});

test('a return request is stored and listed', async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  const number = await buyThroughApi(page.request, await stockedWatch(42), customer.email);
  // Returns are for dispatched orders (issue 32).
  await sql(`update customer_order set status = 'fulfilled', fulfilled_at = now() where number = $1`, [number]);
  await page.goto('/account/return-request');
  const form = page.getByRole('form', { name: 'Return request' });
  await form.getByRole('button', { name: 'Request a return' }).click();
  await expect(form.getByText('Please choose a reason')).toBeVisible();
  // Only the customer's own orders can be named.
  await form.getByLabel('Order number').fill('AUR-ZZZZZZZZ');
  await form.getByLabel('Item').fill('Cashmere Overcoat');
  await form.getByLabel('Reason').selectOption('Wrong size');
  await form.getByLabel('Details').fill('The coat is a size too large across the shoulders.');
  await form.getByRole('button', { name: 'Request a return' }).click();
  await expect(form.getByText('We could not find this order in your account. Please check the order number.')).toBeVisible();
  await form.getByLabel('Order number').fill(number.toLowerCase());
  await form.getByRole('button', { name: 'Request a return' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Return request received')).toBeVisible();
  await expect(page.getByText(/#\d+ · Cashmere Overcoat/)).toBeVisible();
  await expectNoA11yViolations(page);
});

test('notification preferences are saved', async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/account/notifications');
  await page.getByRole('switch', { name: 'Collections and events' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Collections and events' })).toBeChecked();
  await expectNoA11yViolations(page);
});

test('the address format page is open to visitors', async ({ page }) => {
  await page.goto('/account/address-format');
  await expect(page.getByRole('heading', { level: 1, name: 'Address format' })).toBeVisible();
  await expectNoA11yViolations(page);
});
