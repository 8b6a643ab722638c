import { sql } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, expectNotFoundDocument, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

const cards = (page: import('@playwright/test').Page) => page.getByRole('main').locator('article[data-listing-id]');
/** Cards that stay on the market: the other workers' escrow tests list Rolexes and buy them. */
const settledCards = (page: import('@playwright/test').Page) => cards(page).filter({ hasNot: page.getByRole('heading', { name: /^Rolex / }) });

test('the landing page explains the marketplace, counts it and leads to the listings', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByText('Live listings', { exact: false }).first()).toBeVisible();
  await expect(cards(page)).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'Payment held in escrow' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Browse all listings' }).first().click();
  await expect(page).toHaveURL(/\/marketplace\/listings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace Listings' })).toBeVisible();
});

test('a visitor narrows the listings by seller type and condition, opens one and sees its market band and seller', async ({ page }) => {
  // A serial number is the seller's and staff's only: it is never on the page.
  const [demo] = await sql<{ serial_number: string }>("select serial_number from marketplace_listing where status = 'live' order by id limit 1");
  await page.goto('/marketplace/listings');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('group', { name: 'Seller type' }).getByLabel(/Dealer/).check();
  await expect(page).toHaveURL(/sellerType=DEALER/);
  await page.getByRole('group', { name: 'Condition' }).getByLabel(/Excellent/).check();
  await expect(page).toHaveURL(/condition=EXCELLENT/);
  await expect(cards(page).first()).toBeVisible();
  for (const text of await cards(page).allInnerTexts()) {
    expect(text).toContain('Dealer');
    expect(text).toContain('Excellent');
  }
  await expectNoA11yViolations(page);

  const title = (await settledCards(page).first().getByRole('heading', { level: 3 }).innerText()).trim();
  await settledCards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const band = page.getByRole('region', { name: 'Market Value' });
  await expect(band).toBeVisible();
  await expect(band.getByText(/Market data as of \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(band.getByText(/(Below|Within|Above) the market band|market band/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', /^\/marketplace\/checkout\/\d+$/);
  expect(await page.content()).not.toContain(demo.serial_number);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'View seller profile' }).click();
  await expect(page).toHaveURL(/\/marketplace\/seller\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Identity verified')).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a listing that is not live is not found', async ({ page, consoleErrors }) => {
  expect((await page.goto('/marketplace/listings/99999999'))?.status()).toBe(404);
  await expectNotFoundDocument(consoleErrors);
  await expect(page.getByRole('heading', { level: 1, name: 'Listing Not Found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /listings/i }).first()).toHaveAttribute('href', '/marketplace/listings');
});
