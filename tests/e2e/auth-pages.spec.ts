import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('/register opens the auth page in sign-up mode, and the toggle switches modes', async ({ page }) => {
  await page.goto('/register?redirect=%2Fcontact');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcontact&mode=signup$/);
  await page.getByRole('group', { name: 'Sign in or create an account' }).getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/mode=signin/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('?verified=success shows a toast and leaves the URL', async ({ page }) => {
  await page.goto('/auth?verified=success');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Email verified')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a bad verification link shows the failure card', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token&email=a%40b.co');
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
  await expect(page.getByText('Invalid verification token.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute('href', '/auth');
  await expectNoA11yViolations(page);
});

test('/verify-email without a token offers manual entry with its messages', async ({ page }) => {
  await page.goto('/verify-email?email=a%40b.co');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Verification token is required.')).toBeVisible();
  await page.getByRole('region', { name: 'Need a new link?' }).getByLabel('Email address').fill('');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Email address is required.')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the verification reminder has email and phone tabs', async ({ page }) => {
  await page.goto('/verification-reminder?email=a%40b.co');
  const tabs = page.getByRole('tablist', { name: 'Verification steps' });
  await expect(tabs.getByRole('tab', { name: 'Email Verification' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Phone Verification' }).click();
  await expect(page.getByRole('link', { name: 'Verify phone number' })).toHaveAttribute('href', '/verify-phone?email=a%40b.co');
  await expect(page.getByRole('link', { name: 'Proceed to Login' })).toHaveAttribute('href', '/auth');
  await expectNoA11yViolations(page);
});

test('/verify-phone asks for the code and shows the development hint on localhost', async ({ page }) => {
  await page.goto('/verify-phone?email=a%40b.co');
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();
  await page.getByLabel('Verification code').fill('12');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Invalid verification code')).toBeVisible();
  await expect(page.getByText(/Development:/)).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the email-verified landing counts down to the phone step', async ({ page }) => {
  await page.goto('/email-verification?status=success');
  await expect(page.getByText(/Redirecting in (10|9) seconds/)).toBeVisible();
  await page.getByRole('link', { name: 'Continue to phone verification' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=phone-verification$/);
  await expect(page.getByText('Your email is verified.')).toBeVisible();
});
