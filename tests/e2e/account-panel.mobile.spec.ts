import { createVerifiedCustomer, latestMessage, smsCode, uniqueEmail, uniquePhone } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('the account panel signs in and goes to /account/dashboard', async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  const panel = page.getByRole('dialog', { name: 'Account' });
  await expect(panel).toBeVisible();
  await expectNoA11yViolations(page);
  const form = panel.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill('WrongPass!1');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Invalid email or password')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('You have successfully logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amelia' })).toBeVisible();
});

test('the account panel creates an account with the short form', async ({ page }) => {
  const email = uniqueEmail('panel');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  const panel = page.getByRole('dialog', { name: 'Account' });
  await panel.getByRole('button', { name: 'Create Account' }).first().click();
  const form = panel.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Username').fill('am');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
  await form.getByLabel('Username').fill('amelia');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('secret1');
  await form.getByLabel('Confirm password').fill('secret2');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm password').fill('secret1');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Account Created')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  const verification = await latestMessage(email, 'email_verification');
  expect(verification.link).toContain('/verify-email?token=');

  // §6: both verifications before sign-in. The short form has no phone, so /verify-phone asks for one.
  await page.goto(verification.link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/verify-phone\?email=.*&emailVerified=true&addPhone=true$/);
  const addPhone = page.getByRole('form', { name: 'Add your mobile number' });
  await expect(addPhone.getByLabel('Email')).toHaveValue(email);
  await expectNoA11yViolations(page);
  await addPhone.getByRole('textbox', { name: 'Phone' }).fill('123');
  await addPhone.getByLabel('Password', { exact: true }).fill('secret1');
  await addPhone.getByRole('button', { name: 'Send verification code' }).click();
  await expect(addPhone.getByText(/^Please enter a valid phone number with country code/)).toBeVisible();
  const phone = uniquePhone();
  await addPhone.getByRole('textbox', { name: 'Phone' }).fill(phone.replace('+44', '0'));
  await addPhone.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText(`Sent to ${phone}.`)).toBeVisible();
  await page.getByLabel('Verification code').fill(smsCode(await latestMessage(phone, 'phone_code')));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);

  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill('secret1');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('You have successfully logged in')).toBeVisible();
});
