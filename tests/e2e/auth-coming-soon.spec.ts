import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createAdmin, createVerifiedCustomer, E2E_DATABASE_URL, sql, uniqueEmail } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

/**
 * Coming-soon mode is a start-up setting, so these tests start a second app
 * process with COMING_SOON=true on the same database (as a second replica
 * behind a load balancer would be) and on a free port of its own.
 */
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  const root = process.cwd();
  server = spawn(process.execPath, [path.join(root, 'server/dist/server/src/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: E2E_DATABASE_URL, COMING_SOON: 'true', SEED_DEMO_CATALOGUE: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the coming-soon server did not start')), 60_000);
    server!.stdout!.on('data', (chunk: Buffer) => {
      const ready = /ready: http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (ready) {
        clearTimeout(timer);
        resolve(`http://localhost:${ready[1]}`);
      }
    });
    server!.on('exit', (code) => reject(new Error(`the coming-soon server exited with ${code}`)));
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
});

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

const REFUSED = { error: { code: 'COMING_SOON', message: 'Aurum opens soon. Only the launch sign-up and admin sign-in are available.' } };

/** GET /api/products from the page, as a script on it (or curl) would. */
async function fetchProducts(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/products?limit=1');
    return { status: response.status, body: await response.json() };
  });
}

/** The browser logs a refused fetch as a console error; a test that provokes one takes it back. */
function forgetRefusal(consoleErrors: string[]) {
  const index = consoleErrors.findIndex((text) => text.includes('status of 503'));
  expect(index).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

test('visitors see only the coming-soon page, whatever the path, and can ask to be notified', async ({ page, consoleErrors }) => {
  for (const pathname of ['/', '/watches', '/account', '/no-such-page']) {
    await page.goto(`${origin}${pathname}`);
    await expect(page.getByRole('heading', { level: 1, name: 'AURUM' })).toBeVisible();
    await expect(page.getByText('Premium Luxury Watches & Apparel')).toBeVisible();
  }
  for (const tile of ['Curated Luxury', 'AI-Powered', 'Exclusive Access']) await expect(page.getByRole('heading', { name: tile })).toBeVisible();
  await expectNoA11yViolations(page);

  const email = uniqueEmail('launch');
  await page.getByLabel('Be the first to know when we open.').fill(email);
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByText("Thank you! You'll be notified when we launch.")).toBeVisible();
  await expect(page.getByLabel('Be the first to know when we open.')).toHaveValue('');
  expect(await sql('select email from newsletter_subscriber where email = $1', [email])).toHaveLength(1);

  await page.getByRole('link', { name: 'Admin Login' }).click();
  await expect(page).toHaveURL(`${origin}/admin/login`);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  // The pages above called nothing the server refuses; the shop's API itself is closed to visitors.
  expect(consoleErrors).toEqual([]);
  expect(await fetchProducts(page)).toEqual({ status: 503, body: REFUSED });
  forgetRefusal(consoleErrors);
});

test('a signed-in customer still sees only the coming-soon page, and the API stays closed', async ({ page, request, consoleErrors }) => {
  const customer = await createVerifiedCustomer(request);
  expect((await page.request.post(`${origin}/api/auth/login`, { data: { email: customer.email, password: customer.password } })).ok()).toBe(true);
  await page.goto(`${origin}/watches`);
  await expect(page.getByRole('heading', { level: 1, name: 'AURUM' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Login' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
  expect(await fetchProducts(page)).toEqual({ status: 503, body: REFUSED });
  forgetRefusal(consoleErrors);
});

test('an admin signs in at /admin/login and sees the whole shop', async ({ page, request }) => {
  const admin = await createAdmin(request);
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
  await page.goto(`${origin}/watches`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Aurum' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Premium Luxury Watches & Apparel' })).toHaveCount(0);
  // The server lets the admin's session through: the listing and its product images load.
  const image = page.locator('main img[src*="/images/products/"]').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await fetchProducts(page)).status).toBe(200);
});
