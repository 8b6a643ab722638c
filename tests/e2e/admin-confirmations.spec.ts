import type { Locator, Page } from '@playwright/test';
import { sql, toast } from './account-helpers';
import { createWatch, signInAsAdmin } from './admin-products-helpers';
import { buyThroughApi } from './backoffice-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies } from './shop-lists-helpers';

/**
 * Issue 32, item 3: risky staff actions — archive, a price change of 20 % or more, cancelling an order — show
 * their effect and ask for a reason before anything changes; the audit trail then says who, what, why and
 * before → after in words. Each dialog: axe, focus kept inside and given back, Escape and "Keep as it is" change
 * nothing, no reason no action.
 */
const REASON_REQUIRED = 'Give a reason of 5 to 1,000 characters; it is kept in the staff audit trail.';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** The open dialog passes axe, keeps Tab and Shift+Tab inside, and Escape closes it, focus back on the button that opened it. */
async function expectModalBehaviour(page: Page, dialog: Locator, opener: Locator) {
  await expectNoA11yViolations(page);
  const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Confirming with no reason (blank counts as none) is refused in words and changes nothing; then a reason applies it. */
async function confirmWithReason(dialog: Locator, confirmLabel: string, reason: string, unchanged: () => Promise<void>) {
  await dialog.getByLabel(/Reason/).fill('   ');
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await expect(dialog.getByText(REASON_REQUIRED)).toBeVisible();
  await expect(dialog.getByLabel(/Reason/)).toHaveAttribute('aria-invalid', 'true');
  await unchanged();
  await dialog.getByLabel(/Reason/).fill(reason);
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await expect(dialog).toBeHidden();
}

/** The record's entries in /admin/audit (as its own history links there); the newest one. */
async function latestAuditEntry(page: Page, subjectType: string, subjectId: string) {
  await page.goto(`/admin/audit?subjectType=${subjectType}&subjectId=${subjectId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff audit trail' })).toBeVisible();
  return page.getByTestId('audit-entry').first();
}

const productRow = async (id: string) => (await sql<{ archived_at: Date | null; price_pence: number }>('select archived_at, price_pence from product where id = $1', [id]))[0];

test('archiving a product says what happens, needs a reason, and is in the audit trail with who and why', async ({ page }) => {
  test.setTimeout(90_000);
  const staff = await signInAsAdmin(page);
  const watch = await createWatch(page);
  await page.goto(`/admin/products/${watch.id}`);
  const opener = page.getByRole('button', { name: 'Archive', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Archive this product?' });
  await expect(dialog).toContainText(`${watch.name} (${watch.sku}) leaves the shop at once: shoppers can no longer find or buy it. Orders keep their lines, and it can be put back.`);
  await expectModalBehaviour(page, dialog, opener);
  expect((await productRow(watch.id)).archived_at).toBeNull();

  // "Keep as it is" changes nothing either, and gives focus back too.
  await opener.click();
  await dialog.getByRole('button', { name: 'Keep as it is' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await confirmWithReason(dialog, 'Archive', 'Discontinued by the maker', async () => expect((await productRow(watch.id)).archived_at).toBeNull());
  await expect(toast(page, 'Archived: no longer in the shop')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Put back in the shop' })).toBeVisible();
  expect((await productRow(watch.id)).archived_at).not.toBeNull();

  const entry = await latestAuditEntry(page, 'product', watch.id);
  await expect(entry).toContainText('Product archived');
  await expect(entry).toContainText(staff);
  await expect(entry).toContainText('Discontinued by the maker');
  await expect(entry).toContainText(/Archived: — → \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
  await expectNoA11yViolations(page);
});

test('a price change under 20 % saves at once; one of 20 % or more states the new price and needs a reason', async ({ page }) => {
  test.setTimeout(90_000);
  const staff = await signInAsAdmin(page);
  const watch = await createWatch(page);
  await page.goto(`/admin/products/${watch.id}`);
  const price = page.getByLabel('Price (£)', { exact: true });
  const save = page.getByRole('button', { name: 'Save changes' });

  // −16 %: no second look.
  await price.fill('4,200');
  await save.click();
  await expect(toast(page, 'Product saved')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await productRow(watch.id)).price_pence).toBe(420_000);

  // −29 %: the dialog says what shoppers will pay.
  await price.fill('3,000');
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Change the price by 20 % or more?' });
  await expect(dialog).toContainText('Shoppers will pay £3,000.00 instead of £4,200.00 (−29 %).');
  await expectModalBehaviour(page, dialog, save);
  expect((await productRow(watch.id)).price_pence).toBe(420_000);

  await save.click();
  await confirmWithReason(dialog, 'Save changes', 'Matching the maker’s new list price', async () => expect((await productRow(watch.id)).price_pence).toBe(420_000));
  await expect(toast(page, 'Product saved').last()).toBeVisible();
  await expect.poll(async () => (await productRow(watch.id)).price_pence).toBe(300_000);

  const entry = await latestAuditEntry(page, 'product', watch.id);
  await expect(entry).toContainText('Product edited');
  await expect(entry).toContainText(staff);
  await expect(entry).toContainText('Matching the maker’s new list price');
  await expect(entry).toContainText('Price: £4,200.00 → £3,000.00');
  await expect(entry).not.toContainText('pricePence');
  await expectNoA11yViolations(page);
});

test('cancelling an order states the refund, needs a reason, and is in the audit trail as Paid → Cancelled', async ({ page }) => {
  test.setTimeout(90_000);
  const staff = await signInAsAdmin(page);
  const watch = await createWatch(page);
  const number = await buyThroughApi(page.request, { id: watch.id, pricePence: 500_000 }, `cancel-${Date.now().toString(36)}@example.com`);
  const [{ id: orderId }] = await sql<{ id: string }>('select id from customer_order where number = $1', [number]);
  const statusOf = async () => (await sql<{ status: string }>('select status from customer_order where number = $1', [number]))[0].status;

  await page.goto('/admin/orders');
  const section = page.getByRole('region', { name: 'Orders' });
  await section.getByLabel('Order number or email').fill(number);
  await section.getByRole('button', { name: 'Search', exact: true }).click();
  await section.getByRole('button', { name: number, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Order ${number}` });
  const opener = drawer.getByRole('button', { name: 'Cancel order' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
  await expect(dialog).toContainText(
    `Order ${number} will not be dispatched. £5,000.00 goes back to the customer's card through Simulated, and the items go back into stock. The customer is emailed.`,
  );
  // Escape closes the confirmation only: the order stays open behind it.
  await expectModalBehaviour(page, dialog, opener);
  await expect(drawer).toBeVisible();
  expect(await statusOf()).toBe('paid');

  await opener.click();
  await confirmWithReason(dialog, 'Cancel and refund £5,000.00', 'The customer asked us to cancel by phone', async () => expect(await statusOf()).toBe('paid'));
  await expect(toast(page, `Order ${number} cancelled`)).toBeVisible();
  expect(await statusOf()).toBe('cancelled');

  const entry = await latestAuditEntry(page, 'order', orderId);
  await expect(entry).toContainText('Order cancelled');
  await expect(entry).toContainText(staff);
  await expect(entry).toContainText('The customer asked us to cancel by phone');
  await expect(entry).toContainText('Status: Paid → Cancelled');
  await expectNoA11yViolations(page);
});
