import type { Page } from '@playwright/test';
import { createVerifiedCustomer, signInThroughApi } from './account-helpers';
import { cartLine } from './checkout-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { coveredControls, horizontalOverflow, liveListingPath, shareOfFirstScreen } from './layout-helpers';
import { acceptCookies, catalogue, listEntry, seedStorage, type ProductRow } from './shop-lists-helpers';

/**
 * Layout checks run at a phone's 390 px (layout.mobile.spec.ts) and a laptop's 1280 px (layout.spec.ts), with
 * three products in compare so the floating compare button is on every page (issue 37, layout).
 */
export function layoutTests() {
  let watches: ProductRow[] = [];

  test.beforeEach(async ({ page, request }) => {
    await acceptCookies(page);
    watches = await catalogue(request, 'WATCHES', 3);
    const entries = watches.map(listEntry);
    await page.addInitScript((items) => {
      if (!localStorage.getItem('aurum_compare_list')) localStorage.setItem('aurum_compare_list', JSON.stringify(items));
    }, entries);
  });

  const settle = async (page: Page, path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Compare products, 3 selected/ })).toBeVisible();
  };

  const expectNoOverflow = async (page: Page, path: string) => {
    await settle(page, path);
    const overflow = await horizontalOverflow(page);
    expect(overflow.offenders, `${path}: elements past the right edge`).toEqual([]);
    expect(overflow.scrollWidth, `${path}: document width`).toBeLessThanOrEqual(overflow.innerWidth);
  };
  for (const path of ['/', '/watches', '/clothing', '/products/all', '/marketplace', '/marketplace/listings', '/contact', '/auth?mode=signup']) {
    test(`${path} does not scroll sideways and nothing sticks out past its right edge`, async ({ page }) => {
      await expectNoOverflow(page, path);
    });
  }
  test('a product page and a marketplace listing do not scroll sideways', async ({ page }) => {
    await expectNoOverflow(page, `/product/${watches[0].id}`);
    await expectNoOverflow(page, await liveListingPath(page));
  });

  test('the product page keeps its buttons clear of the compare strip and passes axe', async ({ page }) => {
    await settle(page, `/product/${watches[0].id}`);
    expect(await coveredControls(page)).toEqual([]);
    // Each of the three actions is whole, inside the screen.
    for (const name of ['Add to Cart', 'Add to Wishlist', 'Comparing']) {
      const box = (await page.getByRole('main').getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    await expectNoA11yViolations(page);
  });

  test('Buy Now and the contact form are never under the compare button', async ({ page }) => {
    const listing = await liveListingPath(page);
    await settle(page, listing);
    await expect(page.getByRole('link', { name: 'Buy Now' })).toBeVisible();
    expect(await coveredControls(page, 'main a[href^="/marketplace/checkout/"], main button')).toEqual([]);

    const customer = await createVerifiedCustomer(page.request);
    await signInThroughApi(page, customer.email, customer.password);
    await settle(page, '/contact');
    await page.getByRole('button', { name: /Product Inquiry/i }).click();
    await expect(page.getByLabel('Subject', { exact: false }).first()).toBeVisible();
    expect(await coveredControls(page)).toEqual([]);
  });

  test('a toast never sits over the cart drawer’s Proceed to Checkout or the product’s buttons', async ({ page }) => {
    await settle(page, `/product/${watches[0].id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByRole('status').first()).toBeVisible();
    const drawer = page.getByRole('dialog');
    const selector = (await drawer.count()) > 0 ? '[role="dialog"] button, [role="dialog"] a[href="/checkout"]' : undefined;
    expect(await coveredControls(page, selector)).toEqual([]);
  });

  test('listing heroes take at most a third of the first screen', async ({ page }) => {
    for (const path of ['/watches', '/clothing']) {
      await settle(page, path);
      expect(await shareOfFirstScreen(page, 'section[aria-labelledby="listing-title"]'), path).toBeLessThanOrEqual(1 / 3);
    }
    await settle(page, '/marketplace/listings');
    expect(await shareOfFirstScreen(page, 'main header'), '/marketplace/listings').toBeLessThanOrEqual(1 / 3);
  });

  test('checkout sends focus and the screen to the first field in error, not Pay Now', async ({ page }) => {
    await seedStorage(page, { aurum_cart: [cartLine(watches[0])] });
    await page.goto('/checkout');
    const pay = page.getByRole('button', { name: 'Pay Now' });
    await expect(pay).toBeVisible();
    await pay.click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    // Expiry and CVC stay side by side on one line with their errors showing.
    // Both boxes read in one go: the page may still be scrolling smoothly to the first error.
    const fields = [await page.getByLabel('Expiry').elementHandle(), await page.getByLabel('CVC').elementHandle()];
    const [expiry, cvc] = await page.evaluate((elements) => elements.map((element) => element!.getBoundingClientRect().toJSON() as DOMRect), fields);
    expect(Math.abs(expiry.y - cvc.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(expiry.height - cvc.height)).toBeLessThanOrEqual(1);
  });

  test('registration starts on +44 and an invalid phone takes focus and the screen to its message', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    const form = page.getByRole('form', { name: 'Create account' });
    await expect(form.getByLabel('Country code')).toHaveValue('GB');
    await form.getByLabel('First name').fill('Amelia');
    await form.getByLabel('Phone', { exact: true }).fill('12');
    await form.getByRole('button', { name: 'Create Account' }).click();
    const firstInvalid = form.locator('[aria-invalid="true"]').first();
    await expect(firstInvalid).toBeFocused();
    await expect(firstInvalid).toBeInViewport();
  });
}
