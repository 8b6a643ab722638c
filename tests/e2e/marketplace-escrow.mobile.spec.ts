import { createAdmin, createVerifiedCustomer } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect as baseExpect, expectNoA11yViolations, test } from './fixtures';
import { deliveredOrderThroughApi, expectNoSidewaysScroll, sellerWithLiveListing } from './marketplace-escrow-helpers';
import { uniqueSuffix } from './marketplace-selling-helpers';

// Each step waits on a server shared by two browsers (and, here, other engineers' runs): a page may take longer than the default to answer.
const expect = baseExpect.configure({ timeout: 20_000 });

test('on a phone a marketplace order, its next step and the orders list fit the screen and pass axe', async ({ page }) => {
  test.setTimeout(180_000);
  await storeCookieConsent(page);
  const admin = await createAdmin(page.request);
  const { seller, listingId } = await sellerWithLiveListing(page, admin, `Speedmaster ${uniqueSuffix()}`);
  const buyer = await createVerifiedCustomer(page.request);
  const orderId = await deliveredOrderThroughApi(page, buyer, seller, listingId);

  await page.goto(`/marketplace/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept the watch' })).toBeVisible();
  await expect(page.getByTestId('mp-timeline')).toContainText('DPD · 15501234567890');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  await page.goto('/marketplace/orders');
  await expect(page.getByRole('list', { name: 'Your purchases' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
});
