import type { Page } from '@playwright/test';
import { createAdmin, createVerifiedCustomer, latestMessage, signInThroughApi, sql } from './account-helpers';
import { cartLine, expectCheckoutReady, fillCard, fillShipping, gbp, paid, toast } from './checkout-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies, catalogue, type ProductRow, seedStorage } from './shop-lists-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/**
 * A watch far down the list for one test alone (`slot` 0, 1, 2): the other journeys' purchases do not move its stock,
 * and resetting its stock cannot race another test of this file running in parallel.
 */
async function watchForThisTest(page: Page, slot: 0 | 1 | 2): Promise<ProductRow> {
  const watch = (await catalogue(page.request, 'WATCHES', 40))[30 + slot];
  await sql('update product set stock = 10 where id = $1', [watch.id]);
  return watch;
}

const stockOf = async (id: string) => (await sql<{ stock: number }>('select stock from product where id = $1', [id]))[0].stock;

/** Pays for the cart through the simulated gateway with 4242; returns the order number. */
async function buyThroughCheckout(page: Page, watch: ProductRow, quantity = 1): Promise<string> {
  await seedStorage(page, { aurum_cart: [cartLine(watch, quantity)] });
  await page.goto('/checkout');
  await expectCheckoutReady(page);
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  return (await page.getByTestId('paid-order-number').textContent())!;
}

/** The admin finds an order on /admin/orders by its number and opens it. */
async function openOrderAsAdmin(page: Page, number: string) {
  await page.goto('/admin/orders');
  const section = page.getByRole('region', { name: 'Orders' });
  await section.getByLabel('Order number or email').fill(number);
  await section.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(section.getByText('1 order · newest first')).toBeVisible();
  const opener = section.getByRole('button', { name: number, exact: true });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: `Order ${number}` });
  await expect(drawer.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  return { section, drawer, opener };
}

test('a customer buys; staff find the order on /admin and dispatch it with tracking; the customer sees the tracking', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = await watchForThisTest(page, 0);
  const customer = await createVerifiedCustomer(page.request);
  const admin = await createAdmin(page.request);

  await signInThroughApi(page, customer.email, customer.password);
  const number = await buyThroughCheckout(page, watch);

  await page.context().clearCookies();
  await signInThroughApi(page, admin.email, admin.password);
  const { section, drawer, opener } = await openOrderAsAdmin(page, number);
  const row = section.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Amelia Hart');
  await expect(row).toContainText(gbp(paid(watch)));
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Simulated');

  await expect(drawer.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
  await expect(drawer.getByTestId('payment-status')).toHaveText('Paid');
  await expect(drawer.getByTestId('staff-order-address')).toContainText('12 Mount Street');
  await expect(drawer.getByTestId('order-line')).toHaveCount(1);
  await expect(drawer.getByRole('button', { name: 'Refund' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // The dispatch form says what is missing before anything is sent.
  const form = drawer.getByRole('form', { name: `Dispatch order ${number}` });
  await form.getByRole('button', { name: 'Mark as dispatched' }).click();
  await expect(form.getByText('Please choose the carrier.')).toBeVisible();
  await expect(form.getByText('Please enter the tracking number.')).toBeVisible();
  await expect(form.getByLabel('Tracking number')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);

  await form.getByLabel('Carrier').selectOption({ label: 'DHL Express' });
  await form.getByLabel('Tracking number').fill('12 3456 7890');
  await form.getByRole('button', { name: 'Mark as dispatched' }).click();
  await expect(toast(page, `Order ${number} dispatched`)).toBeVisible();
  await expect(drawer.getByText('Dispatched', { exact: true }).first()).toBeVisible();
  await expect(drawer.getByRole('link', { name: /1234567890/ })).toHaveAttribute('href', /tracking-id=1234567890$/);
  await expect(drawer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Refund' })).toBeVisible();
  // Who did it is kept with the order.
  await expect(drawer.getByTestId('staff-history')).toContainText(`Dispatched by ${admin.email}`);
  await expect(drawer.getByTestId('staff-history')).toContainText('DHL Express 1234567890');

  // Escape closes the drawer and gives focus back to the order that opened it.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(section.getByRole('row').filter({ hasText: number })).toContainText('Dispatched');

  const [mail] = await sql<{ subject: string; body: string }>("select subject, body from outbox_message where recipient = $1 and kind = 'order_dispatched'", ['ada@example.com'])
    .then((rows) => rows.filter((r) => r.subject.includes(number)));
  expect(mail.subject).toBe(`Your Aurum order ${number} has shipped`);
  expect(mail.body).toContain('Tracking number: 1234567890');

  await page.context().clearCookies();
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/account/orders');
  const mine = page.getByTestId('order-row').filter({ hasText: number });
  await expect(mine).toContainText('Dispatched');
  await mine.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page).toHaveURL(`/account/orders/${number}`);
  await expect(page.getByRole('heading', { level: 2, name: 'On Its Way' })).toBeVisible();
  await expect(page.getByText('Dispatched', { exact: true })).toBeVisible();
  await expect(page.getByTestId('dispatch-carrier')).toHaveText('DHL Express');
  await expect(page.getByTestId('dispatch-tracking')).toHaveText('1234567890');
  await expect(page.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute('href', /tracking-id=1234567890$/);
  await expectNoA11yViolations(page);
});

test('staff refund one of two items with a reason, then the other; exactly that stock comes back and the customer sees each refund', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = await watchForThisTest(page, 1);
  const customer = await createVerifiedCustomer(page.request);
  const admin = await createAdmin(page.request);
  const before = await stockOf(watch.id);

  await signInThroughApi(page, customer.email, customer.password);
  const number = await buyThroughCheckout(page, watch, 2);
  expect(await stockOf(watch.id)).toBe(before - 2);

  await page.context().clearCookies();
  await signInThroughApi(page, admin.email, admin.password);
  const { drawer } = await openOrderAsAdmin(page, number);
  const refundButton = drawer.getByRole('button', { name: 'Refund' });
  await refundButton.click();
  const confirm = page.getByRole('dialog', { name: 'Refund this order?' });
  await expect(confirm).toContainText("The amount returns to the customer's card through Simulated");
  await expectNoA11yViolations(page);

  // Keeping the order changes nothing and gives focus back.
  await confirm.getByRole('button', { name: 'Keep the order as it is' }).click();
  await expect(confirm).toBeHidden();
  await expect(refundButton).toBeFocused();
  await refundButton.click();
  await confirm.getByRole('spinbutton').fill('1');
  // No reason, no refund.
  await confirm.getByRole('button', { name: `Refund ${gbp(paid(watch))}` }).click();
  await expect(confirm.getByText('Please give a reason for the refund.')).toBeVisible();
  expect(await stockOf(watch.id)).toBe(before - 2);
  await confirm.getByLabel('Reason (kept in the staff record)').fill('Strap scratched in transit');
  await confirm.getByRole('button', { name: `Refund ${gbp(paid(watch))}` }).click();
  await expect(toast(page, `Order ${number} partly refunded`)).toBeVisible();
  await expect(drawer.getByTestId('payment-status')).toHaveText('Paid');
  expect(await stockOf(watch.id)).toBe(before - 1);

  await refundButton.click();
  await expect(confirm.getByRole('spinbutton')).toHaveValue('1');
  await confirm.getByLabel('Reason (kept in the staff record)').fill('Customer changed their mind');
  await confirm.getByRole('button', { name: `Refund ${gbp(paid(watch))}` }).click();
  await expect(toast(page, `Order ${number} refunded`)).toBeVisible();
  await expect(drawer.getByTestId('payment-status')).toHaveText('Refunded in full');
  await expect(drawer.getByText('nothing more can be done to it')).toBeVisible();
  expect(await stockOf(watch.id)).toBe(before);
  const reasons = await sql<{ reason: string }>("select reason from staff_action where action = 'order.refund' and subject_id = (select id::text from customer_order where number = $1) order by id", [number]);
  expect(reasons.map((row) => row.reason)).toEqual(['Strap scratched in transit', 'Customer changed their mind']);

  await page.context().clearCookies();
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto(`/account/orders/${number}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your Refund' })).toBeVisible();
  await expect(page.getByTestId('order-progress')).toContainText(`We refunded ${gbp(paid(watch) * 2)} to the card you paid with`);
  await expect(page.getByTestId('order-refund')).toHaveCount(2);
  await expect(page.getByTestId('order-refund').first()).toContainText(`${gbp(paid(watch))} refunded on`);
});

test('a guest follows the shipped email back to the order and sees the carrier and tracking', async ({ page, browser }) => {
  const watch = await watchForThisTest(page, 2);
  const number = await buyThroughCheckout(page, watch);
  const [{ email }] = await sql<{ email: string }>('select email from customer_order where number = $1', [number]);

  // Staff in a browser of their own (a new context does not take the project's settings: give it the address).
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await createAdmin(staff.request);
  await signInThroughApi(await staff.newPage(), admin.email, admin.password);
  const dispatched = await staff.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: { query: 'mutation ($number: String!) { dispatchOrder(number: $number, input: { carrier: ROYAL_MAIL, trackingNumber: "AB123456789GB" }) { status } }', variables: { number } },
  });
  expect((await dispatched.json()).data.dispatchOrder.status).toBe('FULFILLED');
  await staff.close();

  const shipped = await latestMessage(email, 'order_dispatched');
  expect(shipped.link).toContain('/order/confirmation?order=');
  await page.goto(shipped.link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'On Its Way' })).toBeVisible();
  await expect(page.getByTestId('dispatch-tracking')).toHaveText('AB123456789GB');
  await expect(page.getByRole('heading', { name: "What's Next?" })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
