import { createVerifiedCustomer, signInThroughApi, sql } from './account-helpers';
import { signInAsNewAdmin } from './admin-support-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

const concierge = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /VIP Concierge/ });

test('staff make a customer VIP with a reason; the customer then finds VIP Concierge open on /contact', async ({ page }) => {
  const customer = await createVerifiedCustomer(page.request, { firstName: 'Grace', lastName: 'Hopper' });
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/contact');
  await expect(concierge(page)).toBeDisabled();
  await page.context().clearCookies();

  await signInAsNewAdmin(page);
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByLabel('Email, name or phone').fill(customer.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 customer · newest first')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Grace Hopper' }).first().click();

  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByTestId('verification')).toHaveText('Email verified · Phone verified');
  await page.getByRole('button', { name: 'Make VIP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make VIP' });
  await dialog.getByRole('button', { name: 'Make VIP' }).click();
  await expect(dialog.getByText('Please give a reason (at least 5 characters).')).toBeVisible();
  await dialog.getByLabel('Reason (kept in the staff record)').fill('Three watches this year');
  await dialog.getByRole('button', { name: 'Make VIP' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove VIP' })).toBeVisible();
  await expect(page.getByTestId('customer-history')).toContainText('Made VIP');
  await expect(page.getByTestId('customer-history')).toContainText('Three watches this year');
  await expectNoA11yViolations(page);
  const [mail] = await sql<{ kind: string }>('select kind from outbox_message where recipient = $1 and kind = $2', [customer.email, 'vip_granted']);
  expect(mail?.kind).toBe('vip_granted');

  await page.context().clearCookies();
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/contact');
  await expect(concierge(page)).toBeEnabled();
  await concierge(page).click();
  const form = page.getByRole('form', { name: 'Support ticket' });
  await expect(form.getByText(/Response within 30 minutes/)).toBeVisible();
  // The ticket's priority is the desk's own triage, not shown to the client (issue 37).
  await expect(form.getByText(/Priority/)).toHaveCount(0);
});

test('staff end all of a customer’s sessions: the customer is signed out', async ({ page, browser }) => {
  const customer = await createVerifiedCustomer(page.request);
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await signInThroughApi(theirPage, customer.email, customer.password);

  await signInAsNewAdmin(page);
  const [{ id }] = await sql<{ id: number }>('select id from app_user where email = $1', [customer.email]);
  await page.goto(`/admin/customers/${id}`);
  await page.getByRole('button', { name: 'End all sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'End all sessions' });
  await expect(dialog).toContainText('signed in on 1 browser');
  await dialog.getByRole('button', { name: 'End all sessions' }).click();
  await expect(page.getByRole('button', { name: 'End all sessions' })).toBeDisabled();
  await expect(page.getByText('Not signed in anywhere.')).toBeVisible();

  const me = await theirPage.request.post('/graphql', { headers: { 'apollo-require-preflight': 'true' }, data: { query: 'query { me { email } }' } });
  expect((await me.json()).data.me).toBeNull();
  await theirs.close();
});
