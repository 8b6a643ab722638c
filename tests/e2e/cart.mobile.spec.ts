import { expect, expectNoA11yViolations, test } from './fixtures';
import { cartLine, expectCheckoutReady, fillCard, fillShipping } from './checkout-helpers';
import { acceptCookies, catalogue, seedStorage } from './shop-lists-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('on a phone: the drawer fills the screen, and checkout pays with the form in one column', async ({ page, request }) => {
  test.setTimeout(60_000);
  const [watch] = await catalogue(request, 'WATCHES', 10);
  await seedStorage(page, { aurum_cart: [cartLine(watch)] });
  await page.goto('/watches');
  await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  const box = await drawer.boundingBox();
  expect(box?.width).toBeCloseTo(390, 0);
  await expectNoA11yViolations(page);
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expectCheckoutReady(page);
  await expectNoA11yViolations(page);
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
});
