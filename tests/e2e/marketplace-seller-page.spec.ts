import { sql } from './account-helpers';
import { holdScripts, serverRendered } from './before-hydration-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, expectNotFoundDocument, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

/** A demo seller with live listings and published reviews (the demo data's sold listings are reviewed). */
async function reviewedDemoSeller() {
  const [seller] = await sql<{ id: number; listings: number; reviews: number }>(
    `select s.id,
            (select count(*)::int from marketplace_listing l where l.seller_id = s.id and l.status = 'live') as listings,
            (select count(*)::int from marketplace_review r where r.seller_id = s.id and r.status = 'published') as reviews
       from marketplace_seller s
      where s.status = 'approved'
        and exists (select 1 from marketplace_listing l where l.seller_id = s.id and l.status = 'live')
        and exists (select 1 from marketplace_review r where r.seller_id = s.id and r.status = 'published')
      order by s.id limit 1`,
  );
  return seller;
}

test("a seller's page arrives server-rendered: name, listings and reviews before any script, then comes to life", async ({ context }) => {
  const seller = await reviewedDemoSeller();
  // A page of its own: the fixture's page waits for hydration on goto, and the scripts are held here.
  const page = await context.newPage();
  await storeCookieConsent(page);
  const release = await holdScripts(page);
  const response = await page.goto(`/marketplace/seller/${seller.id}`, { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  await expect(serverRendered(page)).toHaveCount(1);
  const name = page.getByRole('heading', { level: 1 });
  await expect(name).not.toBeEmpty();
  const listings = page.getByRole('list', { name: `Listings by ${await name.textContent()}` }).getByRole('listitem');
  await expect(listings).toHaveCount(Math.min(seller.listings, 12));
  const reviews = page.getByRole('region', { name: 'Reviews' }).getByRole('listitem');
  await expect(reviews).toHaveCount(Math.min(seller.reviews, 5));
  // The first listing's photo is asked for at once, at high priority.
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
  await expect(page.getByRole('status', { name: 'Loading seller' })).toHaveCount(0);

  release();
  await expect(serverRendered(page)).toHaveCount(0, { timeout: 30_000 });
  // The document's title is set by the page once it runs (the server renders #root only).
  await expect(page).toHaveTitle(`${await name.textContent()} — Marketplace — Aurum`);
  await expect(listings).toHaveCount(Math.min(seller.listings, 12));
  await expectNoA11yViolations(page);
  await listings.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/marketplace\/listings\/\d+$/);
  await page.close();
});

test('the page of a seller who does not exist answers 404 with the not-found page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/marketplace/seller/999999');
  expect(response?.status()).toBe(404);
  await expectNotFoundDocument(consoleErrors);
  await expect(page.getByRole('heading', { level: 1, name: 'Seller Not Found' })).toBeVisible();
  await expectNoA11yViolations(page);
});
