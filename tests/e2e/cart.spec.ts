import { expect, expectNoA11yViolations, test } from './fixtures';
import { cartLine, gbp, paid } from './checkout-helpers';
import { acceptCookies, catalogue, seedStorage, stored } from './shop-lists-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** Counts aurum:cart-updated events from now on. */
async function countCartEvents(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    (window as unknown as { cartEvents: number }).cartEvents = 0;
    window.addEventListener('aurum:cart-updated', () => (window as unknown as { cartEvents: number }).cartEvents++);
  });
  return () => page.evaluate(() => (window as unknown as { cartEvents: number }).cartEvents);
}

test('/cart when empty: Your Cart is Empty, with links to watches and clothing', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Watches' })).toHaveAttribute('href', '/watches');
  await expect(page.getByRole('link', { name: 'Shop Clothing' })).toHaveAttribute('href', '/clothing');
  await expect(page.getByTestId('floating-cart')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the cart drawer: lines, quantity − to 0 removes, remove, Empty Cart, each change announced', async ({ page, request }) => {
  test.setTimeout(60_000);
  const [watch, other] = await catalogue(request, 'WATCHES', 4);
  const coat = (await catalogue(request, 'CLOTHING')).find((p) => p.availableSizes.length > 0)!;
  const size = coat.availableSizes[0];
  await seedStorage(page, { aurum_cart: [cartLine(watch, 2), cartLine(coat, 1, size), cartLine(other)] });
  await page.goto('/watches');
  const events = await countCartEvents(page);

  await page.getByRole('link', { name: 'Cart, 4 items', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close cart' })).toBeFocused();
  const lines = drawer.getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toContainText(watch.brand);
  await expect(lines.first()).toContainText(watch.name);
  await expect(lines.first()).toContainText(gbp(paid(watch)));
  await expect(lines.nth(1)).toContainText(`Size: ${size}`);
  await expectNoA11yViolations(page);

  await drawer.getByRole('button', { name: `Decrease quantity of ${watch.name}` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await drawer.getByRole('button', { name: `Remove ${watch.name}`, exact: true }).click();
  await expect(lines).toHaveCount(2);
  await drawer.getByRole('button', { name: `Remove ${coat.name}, size ${size}, from cart` }).click();
  await expect(lines).toHaveCount(1);
  expect(await stored(page, 'aurum_cart')).toEqual([expect.objectContaining({ id: other.id, quantity: 1 })]);
  expect(await events()).toBe(3);

  await drawer.getByRole('button', { name: 'Empty Cart' }).click();
  await expect(drawer.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Shop Watches' })).toBeVisible();
  expect(await stored(page, 'aurum_cart')).toEqual([]);
  expect(await events()).toBe(4);

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 0 items', exact: true })).toBeFocused();
});

test('the floating cart button: only with something in the cart, count capped at 99+, goes to /cart', async ({ page, request }) => {
  const [watch] = await catalogue(request, 'WATCHES', 2);
  await page.goto('/');
  await expect(page.getByTestId('floating-cart')).toHaveCount(0);
  await page.evaluate((line) => {
    localStorage.setItem('aurum_cart', JSON.stringify([line]));
    window.dispatchEvent(new Event('aurum:cart-updated'));
  }, cartLine(watch, 120));
  const button = page.getByRole('link', { name: 'Your cart has 120 items' });
  await expect(button).toBeVisible();
  await expect(button).toHaveText('99+');
  await button.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByTestId('floating-cart')).toHaveCount(0);
});

test('the populated /cart page: lines, summary with VAT, Proceed to Checkout stores the checkout data', async ({ page, request }) => {
  const [watch] = await catalogue(request, 'WATCHES', 6);
  const coat = (await catalogue(request, 'CLOTHING')).find((p) => p.availableSizes.length > 0)!;
  const size = coat.availableSizes[0];
  await seedStorage(page, { aurum_cart: [cartLine(watch), cartLine(coat, 2, size)] });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const total = paid(watch) + 2 * paid(coat);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText(gbp(total));
  await expect(summary).toContainText(`Includes VAT (20%)${gbp(Math.round(total / 6))}`);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: `Increase quantity of ${watch.name}` }).click();
  await expect(summary).toContainText(gbp(total + paid(watch)));
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('aurum_checkout_data') ?? 'null'));
  expect(saved).toMatchObject({ cartTotal: total + paid(watch), timestamp: expect.any(Number) });
  expect(saved.cartItems).toHaveLength(2);
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
});
