import { expect, test } from './fixtures';

const THANKS = "Thank you! You'll be notified when we launch.";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'aurum_cookie_consent',
      JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
    );
  });
});

test('the newsletter thanks the subscriber and clears the field', async ({ page }) => {
  const bodies: unknown[] = [];
  await page.route('**/api/newsletter/subscribe', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
  });
  await page.goto('/');
  const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
  await email.fill('  collector@example.com ');
  await email.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  await expect(email).toHaveValue('');
  expect(bodies).toEqual([{ email: 'collector@example.com' }]);
});

test('a whitespace-only address is ignored', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/newsletter/subscribe', async (route) => {
    calls += 1;
    await route.fulfill({ status: 200, body: '{}' });
  });
  await page.goto('/');
  const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
  await email.fill('   ');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(THANKS)).toBeHidden();
  // A real address afterwards is sent and answered: had the blank one been sent, it would have gone first.
  await email.fill('collector@example.com');
  const answered = page.waitForResponse('**/api/newsletter/subscribe');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
  await answered;
  expect(calls).toBe(1);
});

test('a failed subscription shows nothing', async ({ page, consoleErrors }) => {
  await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/');
  const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
  await email.fill('collector@example.com');
  const answered = page.waitForResponse('**/api/newsletter/subscribe');
  await email.press('Enter');
  await answered;
  // Two frames after the answer, a toast would have been rendered.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByText(THANKS)).toBeHidden();
  await expect(email).toHaveValue('collector@example.com');
  // The browser logs the 500 response itself; that is the expected failure here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 500/.test(e)));
});

test('no more than 3 toasts are visible at once', async ({ page }) => {
  await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 200, body: '{}' }));
  await page.goto('/');
  const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  for (let i = 1; i <= 5; i++) {
    await email.fill(`collector${i}@example.com`);
    await email.press('Enter');
    await expect(email).toHaveValue('');
    await expect(toasts).toHaveCount(Math.min(i, 3));
  }
  await expect(toasts).toHaveCount(3);
});
