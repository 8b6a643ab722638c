import { expect, expectNoA11yViolations, test } from './fixtures';
import { analyticsEvents, consentWithAnalytics, productCards, recordOperations } from './listing-helpers';

test.beforeEach(async ({ page }) => {
  await consentWithAnalytics(page);
});

test('quick view opens from the keyboard without a request, cycles images with the arrow keys, and Escape returns focus', async ({ page }) => {
  test.slow(); // many steps and an accessibility scan, on a shared machine
  await page.goto('/products/clothing');
  const card = productCards(page).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const brand = (await card.locator('p').first().textContent()) ?? '';
  const opener = card.getByRole('button', { name: `Quick View: ${name}` });
  const operations = recordOperations(page);

  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${brand} ${name}` });
  await expect(dialog).toBeVisible();
  expect(operations).toEqual([]);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  // First colour and first size chosen, quantity 1.
  const colours = dialog.getByRole('group', { name: /^Colour/ }).getByRole('button');
  const sizes = dialog.getByRole('group', { name: /^Size/ }).getByRole('button');
  await expect(colours.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(sizes.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
  await expect(dialog.getByText('Materials')).toBeVisible();

  const mainImage = dialog.locator('img').first();
  await expect(mainImage).toHaveAttribute('alt', /image 1 of 4$/);
  await expect(dialog.getByRole('list', { name: 'Images' }).getByRole('button')).toHaveCount(4);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('img').first()).toHaveAttribute('alt', /image 2 of 4$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.locator('img').first()).toHaveAttribute('alt', /image 4 of 4$/);
  await dialog.getByRole('button', { name: 'Show image 3 of 4' }).click();
  await expect(dialog.locator('img').first()).toHaveAttribute('alt', /image 3 of 4$/);
  await dialog.getByRole('button', { name: 'Zoom image' }).click();
  await expect(dialog.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'true');

  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  expect((await analyticsEvents(page)).filter((e) => e.name === 'quick_view_open').map((e) => e.data.productId)).toHaveLength(1);
});

test('Tab stays inside quick view', async ({ page }) => {
  await page.goto('/products/watches');
  await productCards(page).first().getByRole('button', { name: /^Quick View/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});

test('Add to Cart from quick view adds the chosen size and quantity; the wishlist button flips', async ({ page }) => {
  await page.goto('/products/clothing');
  const card = productCards(page).filter({ has: page.getByRole('list', { name: 'Sizes' }) }).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Quick View: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  const sizes = dialog.getByRole('group', { name: /^Size/ }).getByRole('button');
  const secondSize = (await sizes.nth(1).textContent()) ?? '';
  await sizes.nth(1).click();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Decrease quantity' }).click();
  await dialog.getByRole('button', { name: 'Decrease quantity' }).click({ force: true });
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Added to Cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('aurum_cart') ?? '[]'));
  expect(cart).toEqual([expect.objectContaining({ name, size: secondSize, quantity: 2 })]);

  await dialog.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Added to wishlist')).toBeVisible();
});
