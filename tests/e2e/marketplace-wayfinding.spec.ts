import { createAdmin, createVerifiedCustomer, sql } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect as baseExpect, expectNoA11yViolations, expectNotFoundDocument, test } from './fixtures';
import { deliveredOrderThroughApi, graphqlAs, sellerWithLiveListing, signInAs } from './marketplace-escrow-helpers';
import { uniqueSuffix } from './marketplace-selling-helpers';

// A shared, busy server: pages may take longer than the default to answer.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('a seller finds the dashboard in the account menu, views a live listing from it, and "All marketplace orders" opens the sales', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await createAdmin(page.request);
  const model = `Explorer ${uniqueSuffix()}`;
  const { seller, listingId } = await sellerWithLiveListing(page, admin, model);

  // A customer who does not sell has no seller dashboard in the menu.
  const buyer = await createVerifiedCustomer(page.request);
  await signInAs(page, buyer);
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('link', { name: 'Marketplace orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Seller dashboard' })).toHaveCount(0);

  await signInAs(page, seller);
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('link', { name: 'Seller dashboard' }).click();
  await expect(page).toHaveURL(/\/marketplace\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seller dashboard' })).toBeVisible();

  const view = page.getByRole('link', { name: new RegExp(`^View .*${model}`) });
  await expect(view).toHaveAttribute('href', `/marketplace/listings/${listingId}`);
  await expectNoA11yViolations(page);
  await view.click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/listings/${listingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(model) })).toBeVisible();

  await page.goto('/marketplace/dashboard');
  await page.getByRole('link', { name: 'All marketplace orders' }).click();
  await expect(page).toHaveURL(/\/marketplace\/orders\?view=sales$/);
  await expect(page.getByRole('tab', { name: 'Sales' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You have no sales yet.', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  // Back to Purchases: the address follows the tab.
  await page.getByRole('tab', { name: 'Purchases' }).click();
  await expect(page).toHaveURL(/\/marketplace\/orders$/);
});

test('a sold listing keeps its page: Sold, its details, no Buy Now, and similar watches for sale', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  const admin = await createAdmin(page.request);
  const model = `Daytona ${uniqueSuffix()}`;
  const { listingId: soldId } = await sellerWithLiveListing(page, admin, model);
  const { listingId: liveId } = await sellerWithLiveListing(page, admin, `${model} II`);
  // The sale itself is the escrow's (marketplace-escrow.spec.ts); here only its outcome matters.
  await sql("update marketplace_listing set status = 'sold' where id = $1", [Number(soldId)]);

  await page.context().clearCookies();
  const response = await page.goto(`/marketplace/listings/${soldId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(model) })).toBeVisible();
  await expect(page.getByText('Sold', { exact: true })).toBeVisible();
  await expect(page.getByText('This watch has been sold through the Aurum Marketplace.')).toBeVisible();
  await expect(page.getByText(/^Last asking price: £11,250\.00$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Description' })).toBeVisible();

  // Similar watches: live listings of the same brand, this one not among them.
  const similar = page.getByRole('region', { name: 'Similar watches for sale' });
  await expect(similar.locator(`a[href="/marketplace/listings/${liveId}"]`).first()).toBeVisible();
  await expect(similar.locator(`a[href="/marketplace/listings/${soldId}"]`)).toHaveCount(0);
  await expectNoA11yViolations(page);

  // A listing that was never public stays a 404.
  await sql("update marketplace_listing set status = 'draft' where id = $1", [Number(soldId)]);
  expect((await page.goto(`/marketplace/listings/${soldId}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Listing Not Found' })).toBeVisible();
  await expectNotFoundDocument(consoleErrors);
});

test('the escrow timeline reads in the order events happen: 3 days left on the first day, an early acceptance closes the inspection, paid out still to come', async ({ page }) => {
  test.setTimeout(240_000);
  const admin = await createAdmin(page.request);
  const { seller, listingId } = await sellerWithLiveListing(page, admin, `Datejust ${uniqueSuffix()}`);
  const buyer = await createVerifiedCustomer(page.request);
  const orderId = await deliveredOrderThroughApi(page, buyer, seller, listingId);

  await signInAs(page, buyer);
  await page.goto(`/marketplace/orders/${orderId}`);
  const timeline = page.getByTestId('mp-timeline');
  const steps = timeline.getByRole('listitem');
  // Delivered just now: the whole inspection is ahead.
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Inspection period ends' })).toContainText('3 days left');
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Inspection period ends');

  await graphqlAs(page.request, 'mutation($id: ID!) { acceptMarketplaceOrder(id: $id) { status } }', { id: orderId });
  await page.reload();
  await expect(steps.filter({ hasText: 'Inspection period closed early' })).toContainText('(Done)');
  const labels = (await steps.allInnerTexts()).map((text) => text.split('\n')[0]);
  const at = (label: string) => labels.findIndex((text) => text.startsWith(label));
  expect(at('Delivered')).toBeLessThan(at('Inspection period closed early'));
  expect(at('Inspection period closed early')).toBeLessThan(at('Accepted by the buyer'));
  expect(at('Accepted by the buyer')).toBeLessThan(at('Paid out to the seller'));
  // Accepted and released, not yet paid out: the payout is the step in progress.
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Paid out to the seller');
  await expectNoA11yViolations(page);
});
