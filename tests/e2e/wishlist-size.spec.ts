import { createVerifiedCustomer, signInThroughApi, sql, toast } from './account-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies, catalogue } from './shop-lists-helpers';

/** The sizes the account follows for a piece: one row per entry (null: any size), none when not wishlisted. */
const followed = async (email: string, productId: string) =>
  (await sql<{ size: string | null }>('select w.size from wishlist_entry w join app_user u on u.id = w.user_id where u.email = $1 and w.product_id = $2', [email, Number(productId)])).map(
    (row) => row.size,
  );

test.beforeEach(async ({ page }) => {
  // A page, its Apollo client and axe on a busy machine.
  test.setTimeout(180_000);
  await acceptCookies(page);
});

test('signed in, a clothing card’s heart asks which size to follow: closing adds nothing and returns focus; a size is followed', async ({ page }) => {
  const customer = await createVerifiedCustomer(page.request);
  await signInThroughApi(page, customer.email, customer.password);
  const [piece] = (await catalogue(page.request, 'CLOTHING')).filter((product) => product.sizes.length > 1);
  await page.goto(`/products/clothing?search=${encodeURIComponent(piece.name)}`);
  const heart = page.locator(`article[data-product-id="${piece.id}"]`).getByRole('button', { name: `Add to wishlist: ${piece.name}` });

  await heart.click();
  const dialog = page.getByRole('dialog', { name: 'Which size should we follow?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`We will tell you when ${piece.name} is back in stock in your size, and when its price drops.`);
  await expect(dialog.getByRole('button', { name: 'Any size', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heart).toBeFocused();
  expect(await followed(customer.email, piece.id)).toEqual([]);

  const size = piece.sizes[1];
  await heart.click();
  await dialog.getByRole('button', { name: new RegExp(`^${size}( sold out)?$`) }).click();
  await expect(toast(page, 'Added to wishlist')).toBeVisible();
  await expect(page.getByText(`${piece.name}, size ${size}`)).toBeVisible();
  await expect(page.locator(`article[data-product-id="${piece.id}"]`).getByRole('button', { name: `Remove from wishlist: ${piece.name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => followed(customer.email, piece.id)).toEqual([size]);
});

test('signed in, the product page follows the size selected there without asking', async ({ page }) => {
  const customer = await createVerifiedCustomer(page.request);
  await signInThroughApi(page, customer.email, customer.password);
  const [piece] = (await catalogue(page.request, 'CLOTHING')).filter((product) => product.availableSizes.length > 1);
  const size = piece.availableSizes[1];
  await page.goto(`/product/${piece.id}`);
  await page.getByRole('radio', { name: size, exact: true }).check();
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(page.getByRole('button', { name: 'In Wishlist', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toast(page, 'Added to wishlist')).toBeVisible();
  await expect.poll(() => followed(customer.email, piece.id)).toEqual([size]);
});

test('a visitor’s heart never asks: the browser’s list keeps no size', async ({ page }) => {
  const [piece] = (await catalogue(page.request, 'CLOTHING')).filter((product) => product.sizes.length > 1);
  await page.goto(`/products/clothing?search=${encodeURIComponent(piece.name)}`);
  await page.locator(`article[data-product-id="${piece.id}"]`).getByRole('button', { name: `Add to wishlist: ${piece.name}` }).click();
  await expect(toast(page, 'Added to wishlist')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
