import { createVerifiedCustomer, latestMessage, uniqueEmail } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('forgot password → neutral confirmation → reset by the emailed link → sign in with the new password', async ({ page, request }) => {
  const { email } = await createVerifiedCustomer(request);
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page's code has loaded: /auth (with its own Email field) stays on screen until then.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('amelia@localhost');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please provide a valid email address with a proper domain.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/^If an account exists with that email address/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expectNoA11yViolations(page);

  const link = (await latestMessage(email, 'password_reset')).link!;
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('renewed!2026');
  await page.getByLabel('Confirm new password').fill('renewed!2027');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Renewed!2026');
  await page.getByLabel('Confirm new password').fill('Renewed!2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/, { timeout: 6_000 });

  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Renewed!2026');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu for/ })).toBeVisible();

  // The link was single-use.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('Another!2026');
  await page.getByLabel('Confirm new password').fill('Another!2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Invalid or expired password reset token.')).toBeVisible();
});

test('unknown addresses get the same neutral confirmation', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/^If an account exists with that email address/)).toBeVisible();
});

test('the reset page without a token says so and goes to /forgot-password', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('No reset token found in URL. Please request a new password reset link.')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 6_000 });
});
