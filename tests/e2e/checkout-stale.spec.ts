import { expect, test } from './fixtures';
import { cartLine, expectCheckoutReady, fillCard, fillShipping, gbp, paid } from './checkout-helpers';
import { acceptCookies, catalogue, seedStorage, type ProductRow } from './shop-lists-helpers';
import { createVerifiedCustomer, signInThroughApi } from './account-helpers';

/*
 * Issue 32 §1: the checkout charges the cart on screen. However /checkout is
 * reached — a typed URL, a bookmark, the back button — it shows and charges
 * the current cart; a copy of an earlier cart in session storage is never used.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const summaryOf = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Order Summary' });

async function payHere(page: import('@playwright/test').Page) {
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  return (await page.getByTestId('paid-order-number').textContent())!;
}

async function expectOnlyLine(page: import('@playwright/test').Page, product: ProductRow, quantity: number) {
  const summary = summaryOf(page);
  await expect(summary.getByTestId('order-line')).toHaveCount(1);
  await expect(summary.getByTestId('order-line')).toContainText(product.name);
  await expect(summary.getByTestId('order-line')).toContainText(`Qty: ${quantity}`);
  await expect(summary.getByTestId('order-total')).toHaveText(gbp(paid(product) * quantity));
}

test('pay, change the cart, type /checkout: only the new cart is shown and paid', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [first, second] = await catalogue(request, 'WATCHES', 6);
  await seedStorage(page, { aurum_cart: [cartLine(first, 2)] });
  await page.goto('/checkout');
  await expectCheckoutReady(page);
  await expectOnlyLine(page, first, 2);
  await payHere(page);
  // Paid: nothing of that checkout is left to charge again.
  expect(await page.evaluate(() => sessionStorage.getItem('aurum_checkout_data'))).toBeNull();

  await page.goto(`/product/${second.id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/checkout');
  await expectCheckoutReady(page);
  await expectOnlyLine(page, second, 1);
  await expect(page.getByText(`You pay ${gbp(paid(second))}`)).toBeVisible();
  const number = await payHere(page);

  await page.getByRole('link', { name: 'View Order Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/confirmation\\?order=${number}&token=`));
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-line')).toContainText(second.name);
  await expect(page.getByTestId('order-total')).toHaveText(gbp(paid(second)));
});

test('a stale copy of another cart in session storage is ignored: the typed /checkout shows the cart', async ({ page, request }) => {
  const [old, current] = await catalogue(request, 'WATCHES', 6);
  await seedStorage(page, { aurum_cart: [cartLine(current)] });
  // What an earlier visit left behind: the checkout data of a basket of two of another watch.
  await page.evaluate((stale) => sessionStorage.setItem('aurum_checkout_data', JSON.stringify(stale)), {
    cartItems: [cartLine(old, 2)],
    cartTotal: paid(old) * 2,
    timestamp: Date.now() - 60_000,
  });
  await page.goto('/checkout');
  await expectCheckoutReady(page);
  await expectOnlyLine(page, current, 1);
  const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('aurum_checkout_data') ?? 'null'));
  expect(saved.cartItems).toEqual([expect.objectContaining({ id: current.id, quantity: 1 })]);
});

test('the back button after changing the cart in the drawer: the checkout follows the cart', async ({ page, request }) => {
  test.setTimeout(60_000);
  const [watch] = await catalogue(request, 'WATCHES', 6);
  await seedStorage(page, { aurum_cart: [cartLine(watch)] });
  await page.goto(`/product/${watch.id}`);
  await page.goto('/checkout');
  await expectCheckoutReady(page);
  await expectOnlyLine(page, watch, 1);

  await page.goBack();
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await drawer.getByRole('button', { name: `Increase quantity of ${watch.name}` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  // Changing the cart cleared the checkout data taken from the earlier one.
  expect(await page.evaluate(() => sessionStorage.getItem('aurum_checkout_data'))).toBeNull();
  await page.keyboard.press('Escape');

  await page.goForward();
  await expectCheckoutReady(page);
  await expectOnlyLine(page, watch, 2);
});

test("signed in: the account's cart on the server is what the checkout shows, not a stale copy", async ({ page, request }) => {
  test.setTimeout(60_000);
  const [old, saved] = await catalogue(request, 'WATCHES', 6);
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  // The account's cart, saved from another device.
  const response = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: { query: 'mutation($items: [CheckoutItemInput!]!) { saveCart(items: $items) }', variables: { items: [{ productId: saved.id, quantity: 1 }] } },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/');
  await page.evaluate((stale) => sessionStorage.setItem('aurum_checkout_data', JSON.stringify(stale)), {
    cartItems: [cartLine(old, 2)],
    cartTotal: paid(old) * 2,
    timestamp: Date.now() - 60_000,
  });
  await page.goto('/checkout');
  await expectCheckoutReady(page);
  await expectOnlyLine(page, saved, 1);
});
