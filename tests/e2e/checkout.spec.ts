import { expect, expectNoA11yViolations, test } from './fixtures';
import { cartLine, expectCheckoutReady, fillCard, fillShipping, gbp, paid, toast } from './checkout-helpers';
import { acceptCookies, catalogue, seedStorage, stored } from './shop-lists-helpers';
import { createVerifiedCustomer, signInThroughApi } from './account-helpers';
import { GRAPHQL_URL, graphqlCall } from './graphql-requests';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a guest buys a watch and a sized coat: drawer, checkout, card 4242, Payment Successful, confirmation', async ({ page, request }) => {
  test.setTimeout(90_000); // a whole journey through five pages
  const [watch] = await catalogue(request, 'WATCHES', 5);
  const coat = (await catalogue(request, 'CLOTHING')).find((p) => p.availableSizes.length > 0)!;
  const size = coat.availableSizes[0];

  await page.goto(`/product/${watch.id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(`/product/${coat.id}`);
  await page.getByRole('group', { name: /^Size/ }).getByRole('radio', { name: size, exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // The drawer: quantities up and down, the subtotal follows.
  await page.getByRole('link', { name: 'Cart, 2 items', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(drawer.getByText(`Size: ${size}`)).toBeVisible();
  await drawer.getByRole('button', { name: `Increase quantity of ${coat.name}` }).click();
  await drawer.getByRole('button', { name: `Increase quantity of ${coat.name}` }).click();
  await expect(drawer.getByTestId('cart-drawer-subtotal')).toHaveText(gbp(paid(watch) + 3 * paid(coat)));
  await drawer.getByRole('button', { name: `Decrease quantity of ${coat.name}` }).click();
  const total = paid(watch) + 2 * paid(coat);
  await expect(drawer.getByTestId('cart-drawer-subtotal')).toHaveText(gbp(total));
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expectCheckoutReady(page);
  const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('aurum_checkout_data') ?? 'null'));
  expect(saved).toMatchObject({ cartTotal: total, cartItems: [expect.objectContaining({ id: watch.id }), expect.objectContaining({ id: coat.id, size, quantity: 2 })] });
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByTestId('order-line')).toHaveCount(2);
  await expect(summary.getByText(`Size: ${size} · Qty: 2`)).toBeVisible();
  await expect(summary.getByTestId('order-shipping')).toHaveText('£0.00');
  await expect(summary.getByTestId('order-total')).toHaveText(gbp(total));
  await expect(summary.getByTestId('order-vat')).toHaveText(gbp(Math.round(total / 6)));
  await expectNoA11yViolations(page);

  // Leaving a field empty shows its message.
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const orderNumber = (await page.getByTestId('paid-order-number').textContent())!;
  expect(orderNumber).toMatch(/^AUR-[A-Z0-9]{8}$/);
  await page.getByRole('link', { name: 'View Order Details' }).click();

  // The link carries the order's token: the checkout data is cleared once paid (issue 32).
  await expect(page).toHaveURL(new RegExp(`/order/confirmation\\?order=${orderNumber}&token=[\\w.-]+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await expect(page.getByTestId('order-line').nth(1)).toContainText(`Size: ${size} · Qty: 2`);
  await expect(page.getByTestId('order-subtotal')).toHaveText(gbp(total));
  await expect(page.getByTestId('order-shipping')).toHaveText('£0.00');
  await expect(page.getByTestId('order-total')).toHaveText(gbp(total));
  await expect(page.getByTestId('order-address')).toContainText('12 Mount Street');
  await expect(page.getByTestId('order-address')).toContainText('United Kingdom');
  await expect(page.getByTestId('order-contact')).toContainText('ada@example.com');
  await expect(page.getByRole('heading', { name: "What's Next?" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/account/orders');
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(await stored(page, 'aurum_cart')).toEqual([]);
  await expectNoA11yViolations(page);
});

test('a declined card shows Payment Failed and the form works again', async ({ page, request }) => {
  test.setTimeout(60_000);
  const [watch] = await catalogue(request, 'WATCHES', 8);
  await seedStorage(page, { aurum_cart: [cartLine(watch)] });
  await page.goto('/checkout');
  await expectCheckoutReady(page);
  await fillShipping(page);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expect(toast(page, 'Payment Failed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();

  await fillCard(page, '4000 0000 0000 9995');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByTestId('payment-error')).toHaveText('Your card has insufficient funds.');

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
});

test('an empty cart at checkout goes back to /cart with the Empty Cart toast', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(toast(page, 'Empty Cart')).toBeVisible();
  await expect(page.getByText('Your cart is empty. Please add items before checking out.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
});

test('a tampered cart total is refused by the server: Checkout Error, back to /cart', async ({ page, request }) => {
  const [watch] = await catalogue(request, 'WATCHES', 3);
  await seedStorage(page, { aurum_cart: [{ ...cartLine(watch), price: 100 }] });
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(toast(page, 'Checkout Error')).toBeVisible();
  await expect(page.getByText('Your cart total is invalid. Please add items to your cart and try again.')).toBeVisible();
});

test('a total of 0 never reaches the server: Checkout Error', async ({ page, request }) => {
  const [watch] = await catalogue(request, 'WATCHES', 3);
  await seedStorage(page, { aurum_cart: [{ ...cartLine(watch), price: 0 }] });
  const starts: string[] = [];
  page.on('request', (r) => r.postData()?.includes('StartCheckout') && starts.push(r.url()));
  await page.goto('/checkout');
  await expect(toast(page, 'Checkout Error')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  expect(starts).toEqual([]);
});

test('when the payment config cannot load: Payment System Error, back to /cart', async ({ page, request, consoleErrors }) => {
  const [watch] = await catalogue(request, 'WATCHES', 3);
  await seedStorage(page, { aurum_cart: [cartLine(watch)] });
  await page.route(GRAPHQL_URL, (route) =>
    graphqlCall(route.request())?.operationName === 'PaymentConfig' ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
  );
  await page.goto('/checkout');
  await expect(toast(page, 'Payment System Error')).toBeVisible();
  await expect(page.getByText('Could not load payment system. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  consoleErrors.splice(0); // the refused request is logged by the browser
});

test('a sold-out item: Payment Setup Failed with the server’s message, back to /cart', async ({ page, request }) => {
  const clothing = (await catalogue(request, 'CLOTHING')).find((p) => p.availableSizes.length > 0 && p.availableSizes.length < p.sizes.length)!;
  const soldOut = clothing.sizes.find((s) => !clothing.availableSizes.includes(s))!;
  await seedStorage(page, { aurum_cart: [cartLine(clothing, 1, soldOut)] });
  await page.goto('/checkout');
  await expect(toast(page, 'Payment Setup Failed')).toBeVisible();
  await expect(page.getByText(`Sorry, ${clothing.name} in size ${soldOut} is sold out.`)).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
});

test('the confirmation without checkout data: Order Not Found, then home', async ({ page }) => {
  await page.goto('/order/confirmation?order=AUR-ABCDEFGH');
  await expect(toast(page, 'Order Not Found')).toBeVisible();
  await expect(page.getByText("We couldn't find your order details. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('unreadable checkout data: Order Data Error, then home', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('aurum_checkout_data', '{broken'));
  await page.goto('/order-confirmation');
  await expect(toast(page, 'Order Data Error')).toBeVisible();
  await expect(page.getByText('There was an error loading your order details.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('someone else’s order number with this session’s data shows nothing of it', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    sessionStorage.setItem('aurum_checkout_data', JSON.stringify({ cartItems: [], cartTotal: 0, timestamp: 1, orderNumber: 'AUR-ABCDEFGH', orderToken: 'x' })),
  );
  await page.goto('/order/confirmation?order=AUR-ZZZZZZZZ');
  await expect(toast(page, 'Order Not Found')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a signed-in customer finds their own details in the shipping form, and may change them", async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  const [watch] = await catalogue(request, 'WATCHES', 3);
  await seedStorage(page, { aurum_cart: [cartLine(watch)] });
  await page.goto('/checkout');
  await expectCheckoutReady(page);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(customer.phone);
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Amelia Hart');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Mount Street');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('London');
  await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('W1K 2RD');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('GB');
  await page.getByLabel('City', { exact: true }).fill('Bath');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Bath');
});
