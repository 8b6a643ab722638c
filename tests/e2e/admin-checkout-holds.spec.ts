import { createAdmin, signInThroughApi, sql } from './account-helpers';
import { paid, toast } from './checkout-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies, catalogue } from './shop-lists-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('staff release a checkout hold: the effect stated, a reason asked, focus kept in the dialog and given back; the stock returns', async ({ page }) => {
  test.setTimeout(120_000);
  // A watch far down the list, for this test alone.
  const watch = (await catalogue(page.request, 'WATCHES', 40))[36];
  await sql('update product set stock = 10 where id = $1', [watch.id]);

  // A guest's checkout holds two of it.
  const started = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: {
      query: 'mutation($input: StartCheckoutInput!) { startCheckout(input: $input) { order { number } } }',
      variables: { input: { expectedTotal: 2 * paid(watch), items: [{ productId: watch.id, quantity: 2 }] } },
    },
  });
  const number = ((await started.json()) as { data: { startCheckout: { order: { number: string } } } }).data.startCheckout.order.number;
  expect((await sql<{ stock: number }>('select stock from product where id = $1', [watch.id]))[0].stock).toBe(8);

  const admin = await createAdmin(page.request);
  await signInThroughApi(page, admin.email, admin.password);
  await page.goto('/admin/orders');
  const holds = page.getByRole('region', { name: 'Checkout holds' });
  const row = holds.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(`2 × ${watch.name}`);
  await expect(row).toContainText('guest');

  const opener = row.getByRole('button', { name: `Release hold of checkout ${number}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Release the hold of checkout ${number}?` });
  await expect(dialog).toContainText(`2 units (2 × ${watch.name}) go back on sale now.`);
  await expectNoA11yViolations(page);
  // Focus stays inside while it is open, and Escape gives it back to the button that opened it.
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // A reason is required.
  await opener.click();
  await dialog.getByRole('button', { name: 'Release 2 units' }).click();
  await expect(dialog.getByText('Give a reason of 5 to 1,000 characters; it is kept in the staff audit trail.')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Guest holding stock a client is waiting for');
  await dialog.getByRole('button', { name: 'Release 2 units' }).click();
  await expect(toast(page, `Hold of ${number} released`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(holds.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  expect((await sql<{ stock: number }>('select stock from product where id = $1', [watch.id]))[0].stock).toBe(10);

  // In the staff audit trail, with who and why.
  await page.goto('/admin/audit');
  await page.getByLabel('Kind').selectOption({ label: 'Checkout hold released' });
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const entry = page.getByTestId('audit-entry').filter({ hasText: number }).first();
  await expect(entry).toContainText(admin.email);
  await expect(entry).toContainText('Guest holding stock a client is waiting for');
});
