import { createAdmin, signInThroughApi, toast } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptOrder, deliveredMarketplaceOrder, disputeWithPhoto, escrowParties } from './marketplace-orders-helpers';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('staff see a dispute with its photo, refund it with a reason after the return, and pay another order out', async ({ page, baseURL }) => {
  // Two orders set up through the API by three people, then four admin screens: more than one page's time.
  test.setTimeout(300_000);
  const admin = await createAdmin(page.request);
  const parties = await escrowParties(baseURL!, admin);
  const disputed = await deliveredMarketplaceOrder(parties);
  await disputeWithPhoto(disputed, 'The dial is not the one in the listing photos.');
  const released = await deliveredMarketplaceOrder(parties);
  await acceptOrder(released);

  await signInThroughApi(page, admin.email, admin.password);
  await page.goto('/admin/marketplace-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace orders' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Marketplace orders' })).toHaveAttribute('aria-current', 'page');
  // Disputes come first: the disputed order's row is the table's first.
  const table = page.getByRole('table', { name: /Marketplace orders/ });
  await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveText(/^MP-/);
  await expect(table.getByRole('row').nth(1).getByText('Disputed', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // Search by order number, then the Disputed filter.
  await page.getByLabel('Order number').fill(disputed.number.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('link')).toHaveText([disputed.number]);
  await page.getByRole('button', { name: /^Disputed \d+$/ }).click();
  await expect(page.getByRole('button', { name: /^Disputed \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('link', { name: disputed.number })).toBeVisible();
  await table.getByRole('link', { name: disputed.number }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/marketplace-orders/${disputed.orderId}$`));
  await expect(page.getByRole('heading', { level: 2, name: disputed.number })).toBeVisible();
  const disputePanel = page.getByRole('region', { name: 'Open dispute', exact: true });
  await expect(disputePanel.getByText('The dial is not the one in the listing photos.')).toBeVisible();
  const photo = disputePanel.getByRole('img', { name: 'Dispute photo 1 of 1' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: /Ledger entries/ }).getByRole('row')).toHaveCount(3);
  await expectNoA11yViolations(page);

  // The dialog traps focus and gives it back to the button that opened it.
  const resolveButton = page.getByRole('button', { name: 'Resolve dispute' });
  await resolveButton.click();
  const dialog = page.getByRole('dialog', { name: 'Resolve the dispute' });
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(resolveButton).toBeFocused();

  await resolveButton.click();
  await dialog.getByLabel('Refund the buyer').check();
  await dialog.getByLabel('Reason (both parties read it)').fill('The dial was replaced; the watch is back with the seller.');
  await dialog.getByRole('button', { name: /^Refund £/ }).click();
  await expect(dialog.getByText('Refund the buyer only once the watch has been returned to the seller.')).toBeVisible();
  await dialog.getByLabel('Watch returned to the seller').check();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: /^Refund £/ }).click();
  await expect(toast(page, `Order ${disputed.number} refunded`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dispute', exact: true }).getByText('The dial was replaced; the watch is back with the seller.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Staff actions' }).getByText('marketplace_order.dispute.refund')).toBeVisible();
  await expectNoA11yViolations(page);

  // The other order: released to the seller, paid out by staff.
  await page.goto(`/admin/marketplace-orders/${released.orderId}`);
  await expect(page.getByRole('heading', { level: 2, name: released.number })).toBeVisible();
  // Staff record the seller's Stripe connected account; a malformed id is refused before it is sent.
  const account = page.getByRole('form', { name: 'Seller’s payout account' });
  await account.getByLabel('Stripe connected account').fill('acct_nope');
  await account.getByRole('button', { name: 'Save account' }).click();
  await expect(account.getByText('Enter the seller’s Stripe connected account id, e.g. acct_1Nv0FGQ9RKHgCVdK.')).toBeVisible();
  await account.getByLabel('Stripe connected account').fill('acct_1Nv0FGQ9RKHgCVdK');
  await account.getByRole('button', { name: 'Save account' }).click();
  await expect(toast(page, 'Payout account saved')).toBeVisible();
  await page.getByRole('button', { name: /^Pay out £/ }).click();
  const payout = page.getByRole('dialog', { name: 'Pay out to the seller' });
  await expect(payout).toBeVisible();
  await expect(payout.getByText(/connected Stripe account acct_1Nv0FGQ9RKHgCVdK/)).toBeVisible();
  await expectNoA11yViolations(page);
  // A reason is required: without one the server refuses and the dialog says why.
  await payout.getByRole('button', { name: /^Pay out £/ }).click();
  await expect(payout.getByText('Give a reason of 5 to 1,000 characters; it is kept in the staff audit trail.')).toBeVisible();
  await payout.getByLabel('Reason (kept in the staff audit trail)').fill('Inspection passed; the seller is due their proceeds');
  await payout.getByRole('button', { name: /^Pay out £/ }).click();
  await expect(toast(page, `Order ${released.number} paid out`)).toBeVisible();
  await expect(page.getByText('Paid out', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Seller', exact: true }).getByText(/^tr_sim_/)).toBeVisible();

  await page.goto('/admin/marketplace-orders');
  await page.getByRole('button', { name: /^Paid out \d+$/ }).click();
  await expect(table.getByRole('link', { name: released.number })).toBeVisible();
  await page.getByRole('button', { name: /^Refunded \d+$/ }).click();
  await expect(table.getByRole('link', { name: disputed.number })).toBeVisible();
  await expectNoA11yViolations(page);

  await parties.dispose();
});
