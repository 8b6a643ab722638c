import { expect, expectNoA11yViolations, expectNotFoundDocument, test } from './fixtures';
import { acceptCookies, catalogue, stored } from './shop-lists-helpers';
import { GRAPHQL_URL, graphqlCall } from './graphql-requests';
import { withoutPageData } from './page-data';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a watch page shows its facts, gallery and the free-shipping line', async ({ page, request }) => {
  const [watch] = await catalogue(request, 'WATCHES', 5);
  await page.goto(`/product/${watch.id}`);
  await expect(page.getByRole('heading', { level: 1, name: watch.name })).toBeVisible();
  await expect(page.getByText('Free worldwide shipping on all orders over £500')).toBeVisible();
  for (const fact of ['Brand', 'SKU', 'Category', 'Materials']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${fact}$`) })).toBeVisible();
  }
  // Watches have no size selector.
  await expect(page.getByRole('group', { name: /^Size/ })).toHaveCount(0);
  // Thumbnails switch the main image.
  const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('button');
  const count = await thumbs.count();
  expect(count).toBeGreaterThan(1);
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('main-image').getByRole('img')).toHaveAttribute('alt', `${watch.name}, image 2 of ${count}`);
  await page.getByRole('button', { name: 'Zoom image' }).click();
  await expect(page.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Similar Products You May Like' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the information tabs work from the keyboard', async ({ page, request }) => {
  const [watch] = await catalogue(request, 'WATCHES', 5);
  await page.goto(`/product/${watch.id}`);
  const tablist = page.getByRole('tablist', { name: 'Product information' });
  const tab = (name: string) => tablist.getByRole('tab', { name });
  await expect(tab('Product Details')).toHaveAttribute('aria-selected', 'true');
  // Heading levels go down one at a time: the features come right under the product's name (h1).
  await expect(page.getByRole('tabpanel', { name: 'Product Details' }).getByRole('heading', { name: 'Key Features', level: 2 })).toBeVisible();
  await tab('Product Details').focus();

  await page.keyboard.press('ArrowRight');
  await expect(tab('Specifications')).toBeFocused();
  await expect(tab('Specifications')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Specifications' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Product Details' })).toBeHidden();

  await page.keyboard.press('End');
  await expect(tab('Reviews')).toBeFocused();
  const reviews = page.getByRole('tabpanel', { name: 'Reviews' });
  await expect(reviews.getByText('There are no reviews yet for this product.')).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a Review' })).toBeVisible();

  await page.keyboard.press('ArrowRight'); // wraps round
  await expect(tab('Product Details')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Reviews')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Product Details')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel', { name: 'Care Instructions' })).toBeVisible();

  // Only the selected tab is in the Tab order: Tab leaves the tab list for its panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Care Instructions' })).toBeFocused();
});

test('size and quantity go into the cart, the header count and storage', async ({ page, request }) => {
  const clothing = (await catalogue(request, 'CLOTHING')).find(
    (p) => p.stockQuantity >= 6 && p.availableSizes.length > 0 && p.availableSizes.length < p.sizes.length,
  );
  expect(clothing, 'a clothing product with some sizes unavailable').toBeTruthy();
  const product = clothing!;
  const size = product.availableSizes[0];
  const unavailable = product.sizes.find((s) => !product.availableSizes.includes(s))!;
  await page.goto(`/product/${product.id}`);

  const sizes = page.getByRole('group', { name: /^Size/ });
  await expect(sizes.getByRole('radio', { name: new RegExp(`^${unavailable}`) })).toBeDisabled();
  await sizes.getByRole('radio', { name: size, exact: true }).check({ force: true });
  await expect(sizes.getByRole('radio', { name: size, exact: true })).toBeChecked();

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('3');

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Added to Cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Cart, 3 items', exact: true })).toBeVisible();
  expect(await stored(page, 'aurum_cart')).toEqual([expect.objectContaining({ id: product.id, size, quantity: 3, name: product.name })]);

  // The same size again merges into one line.
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('6');
  expect(await stored(page, 'aurum_cart')).toEqual([expect.objectContaining({ id: product.id, size, quantity: 6 })]);
});

test('a clothing page opens with the first available size chosen, and Add to Cart takes it (issue 31)', async ({ page, request }) => {
  const sized = (await catalogue(request, 'CLOTHING')).filter((p) => p.availableSizes.length > 0 && p.inStock);
  // Preferably one whose first size is sold out: the first *available* size is the one chosen.
  const product = sized.find((p) => p.sizes[0] !== p.availableSizes[0]) ?? sized[0];
  const size = product.availableSizes[0];
  await page.goto(`/product/${product.id}`);
  const sizes = page.getByRole('group', { name: /^Size/ });
  await expect(sizes.getByRole('radio', { name: size, exact: true })).toBeChecked();
  await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const [line] = (await stored<Array<Record<string, unknown>>>(page, 'aurum_cart'))!;
  expect(line).toMatchObject({ id: product.id, quantity: 1, size });
  await expectNoA11yViolations(page);
});

test('quantity never goes below 1', async ({ page, request }) => {
  const watch = (await catalogue(request, 'WATCHES', 20)).find((p) => p.stockQuantity >= 2)!;
  await page.goto(`/product/${watch.id}`);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await quantity.fill('-4');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
});

test('the wishlist button toggles with its toasts and keeps the wishlist', async ({ page, request }) => {
  const [watch] = await catalogue(request, 'WATCHES', 5);
  await page.goto(`/product/${watch.id}`);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(toasts.getByText('Added to wishlist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'In Wishlist', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await stored(page, 'aurum_wishlist_v1')).toEqual([expect.objectContaining({ id: watch.id, name: watch.name })]);
  await page.getByRole('button', { name: 'In Wishlist', exact: true }).click();
  await expect(toasts.getByText('Removed from wishlist')).toBeVisible();
  expect(await stored(page, 'aurum_wishlist_v1')).toEqual([]);
});

test('visits are recorded: recently viewed newest first, without the current product', async ({ page, request }) => {
  const [a, b, c] = await catalogue(request, 'WATCHES', 3);
  for (const p of [a, b, c]) {
    await page.goto(`/product/${p.id}`);
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
  }
  const strip = page.getByRole('list', { name: 'Recently Viewed' });
  await expect(strip.getByRole('heading')).toHaveText([b.name, a.name]);
  expect((await stored<Array<{ id: string }>>(page, 'aurum_recently_viewed'))!.map((i) => i.id)).toEqual([c.id, b.id, a.id]);
  const interactions = await stored<Record<string, { views: number }>>(page, 'aurum_product_interactions');
  expect(interactions![c.id].views).toBe(1);
});

test('a loading product shows a skeleton, then the page', async ({ page, request }) => {
  await withoutPageData(page);
  const [watch] = await catalogue(request, 'WATCHES', 5);
  // The product's answer waits until the skeleton has been seen.
  let releaseAnswer!: () => void;
  const skeletonSeen = new Promise<void>((resolve) => (releaseAnswer = resolve));
  await page.route(GRAPHQL_URL, async (route) => {
    if (graphqlCall(route.request())?.operationName === 'ProductDetail') await skeletonSeen;
    await route.continue();
  });
  await page.goto(`/product/${watch.id}`);
  await expect(page.getByRole('status', { name: 'Loading product' })).toBeVisible();
  releaseAnswer();
  await expect(page.getByRole('heading', { level: 1, name: watch.name })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading product' })).toHaveCount(0);
});

for (const id of ['999999', 'not-a-number']) {
  test(`/product/${id} says Product Not Found`, async ({ page, consoleErrors }) => {
    await page.goto(`/product/${id}`);
    await expectNotFoundDocument(consoleErrors);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/products/all');
    await expectNoA11yViolations(page);
  });
}
