import { expect, test } from './fixtures';
import { holdScripts, serverRendered } from './before-hydration-helpers';
import { acceptEssentialCookies } from './dedicated-listing-helpers';

/**
 * The footer hydrates later than the page (issue 35, client/src/lib/later-hydration.tsx): its code loads when it comes
 * near or is used. Its newsletter form still takes an email typed and sent before then, once.
 */
const FOOTER_SCRIPT = /\/footer-content-[^/]+\.js$/;

test.describe('the footer hydrates when it comes near', () => {
  test.slow();

  test('a long page hydrates without the footer; scrolled to, it hydrates and its newsletter form works', async ({ page }) => {
    await acceptEssentialCookies(page);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    await page.goto('/watches', { waitUntil: 'networkidle' });
    await expect(serverRendered(page)).toHaveCount(0, { timeout: 60_000 });
    const footer = page.locator('footer');
    await expect(footer).toHaveAttribute('data-hydrates-later', 'footer');
    expect(scripts.filter((path) => FOOTER_SCRIPT.test(path))).toEqual([]);

    await footer.scrollIntoViewIfNeeded();
    await expect(footer).not.toHaveAttribute('data-hydrates-later');
    expect(scripts.filter((path) => FOOTER_SCRIPT.test(path)).length).toBe(1);
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('later@example.com');
    await email.press('Enter');
    await expect(page.getByText("Thank you! You'll be notified when we launch.")).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('a link followed while the footer and the Curated Excellence band still wait changes the page at once, and the next page has its band', async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.goto('/watches', { waitUntil: 'networkidle' });
    await expect(serverRendered(page)).toHaveCount(0, { timeout: 60_000 });
    await expect(page.locator('footer')).toHaveAttribute('data-hydrates-later', 'footer');
    // A navigation re-renders the layout: React must hydrate the waiting parts first, so the navigation wakes them.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clothing', exact: true }).click();
    await expect(page).toHaveURL(/\/clothing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Clothing/);
    await expect(page.getByRole('heading', { name: 'Curated Excellence' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Watches', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Watches/);
  });

  test('an email typed and sent before the page has hydrated is subscribed once, after, and the page stays', async ({ context }) => {
    // A page of its own: the fixture's page waits for hydration on goto, and this one acts before it.
    const page = await context.newPage();
    await acceptEssentialCookies(page);
    const sent: string[] = [];
    await page.route('**/api/newsletter/subscribe', (route) => {
      sent.push(route.request().postData() ?? '');
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    const release = await holdScripts(page);
    await page.goto('/watches', { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: 'Email address' });
    await expect(email).toBeVisible({ timeout: 30_000 });
    await expect(serverRendered(page)).toHaveCount(1);
    await email.fill('early@example.com');
    const subscribe = page.getByRole('button', { name: /Subscribe/ });
    await subscribe.click();
    await expect(subscribe).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByText("Thank you! You'll be notified when we launch.")).toBeVisible({ timeout: 60_000 });
    expect(sent).toEqual([JSON.stringify({ email: 'early@example.com' })]);
    await expect(email).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
  });
});
