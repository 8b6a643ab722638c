import { PASSWORD, latestMessage, smsCode, uniqueEmail, uniquePhone } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('register → email link → SMS code → sign in → user menu → sign out', async ({ page }) => {
  // A whole journey across several pages and two people: more than the 30 s one page gets.
  test.setTimeout(90_000);
  const email = uniqueEmail('journey');
  const phone = uniquePhone();
  await page.route('https://api.postcodes.io/**', (route) =>
    route.fulfill({ json: { status: 200, result: { admin_district: 'Westminster', parish: null, region: 'London', admin_county: null, postcode: 'W1K 2RD' } } }),
  );

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expectNoA11yViolations(page);

  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('You must accept the terms and conditions')).toBeVisible();

  await form.getByLabel('First name').fill('Amelia');
  await form.getByLabel('Last name').fill('Hart');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Country code').selectOption('GB');
  await form.getByRole('textbox', { name: 'Phone' }).fill(phone.replace('+44', '0'));
  await form.getByLabel('Find your address by UK postcode').fill('w1k 2rd');
  await form.getByRole('button', { name: 'Find address' }).click();
  await expect(form.getByLabel('City')).toHaveValue('Westminster');
  await expect(form.getByLabel('Postcode', { exact: true })).toHaveValue('W1K 2RD');
  await expect(form.getByLabel('Country', { exact: true })).toHaveValue('United Kingdom');
  await form.getByLabel('Street address').fill('12 Mount Street');
  await form.getByLabel('Password', { exact: true }).fill('weakpass');
  await expect(form.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Please check your email to verify your account, then verify your phone number.')).toBeVisible();
  await expect(page.getByText(/Redirecting in [1-5] seconds/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/verify-email\\?email=${encodeURIComponent(email).replace(/\./g, '\\.')}$`), { timeout: 8_000 });

  // The email, from the outbox: its link verifies after 500 ms and moves on to the phone step.
  const verification = await latestMessage(email, 'email_verification');
  await page.goto(verification.link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/verify-phone\?email=.*&emailVerified=true$/);
  const verify = page.getByRole('button', { name: 'Verify', exact: true });
  await expect(verify).toBeDisabled();
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByRole('button', { name: /Send again in \d+s/ })).toBeDisabled();
  const code = smsCode(await latestMessage(phone, 'phone_code'));
  await page.getByLabel('Verification code').fill(`${code}99`);
  await expect(page.getByLabel('Verification code')).toHaveValue(code);
  await verify.click();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);

  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email.toUpperCase());
  await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);

  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Account menu for Amelia' });
  await menuButton.click();
  await expect(page.getByTestId('role-label')).toHaveText('Customer');
  for (const [name, href] of [['Profile', '/account/profile'], ['Orders', '/account/orders'], ['Wishlist', '/wishlist'], ['Settings', '/settings']]) {
    await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount$/);
});

test('an unverified email at sign-in opens the resend dialog', async ({ page, request }) => {
  const email = uniqueEmail('unverified');
  expect((await request.post('/api/auth/register', { data: { username: 'amelia', email, password: 'secret1' } })).status()).toBe(201);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('secret1');
  await form.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend verification email' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Verification email sent, please check your inbox.')).toBeVisible();
});

test('postcode lookup offline falls back to manual entry', async ({ page, consoleErrors }) => {
  await page.route('https://api.postcodes.io/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByRole('button', { name: 'Find address' }).click();
  await expect(form.getByText('Please enter a postcode')).toBeVisible();
  await form.getByLabel('Find your address by UK postcode').fill('nonsense');
  await form.getByRole('button', { name: 'Find address' }).click();
  await expect(form.getByText('Please enter a valid UK postcode (e.g., SW1A 1AA)')).toBeVisible();
  await expect(form.getByLabel('City')).toHaveAttribute('readonly', '');
  await form.getByLabel('Find your address by UK postcode').fill('SW1A 1AA');
  await form.getByRole('button', { name: 'Find address' }).click();
  await expect(form.getByText('Postcode lookup service unavailable. Please enter address details manually.')).toBeVisible();
  await expect(form.getByLabel('City')).not.toHaveAttribute('readonly', '');
  // The aborted request is logged by the browser; that is the point of this test.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !/ERR_INTERNET_DISCONNECTED|postcodes\.io/.test(line)));
});

test('signing in to a short-form account without a phone leads to /verify-phone, ready to add one', async ({ page, request }) => {
  const email = uniqueEmail('nophone');
  expect((await request.post('/api/auth/register', { data: { username: 'amelia', email, password: 'secret1' } })).status()).toBe(201);
  await request.get(`/api/auth/verify-email?token=${new URL((await latestMessage(email, 'email_verification')).link!).searchParams.get('token')}`);
  await page.goto('/auth?mode=signin');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill('secret1');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/verify-phone\?email=.*&addPhone=true$/);
  await expect(page.getByRole('form', { name: 'Add your mobile number' })).toBeVisible();
});
