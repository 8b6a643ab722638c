import { toast } from './account-helpers';
import { createWatch, signInAsAdmin } from './admin-products-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies } from './shop-lists-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the overview renders its figures under the back-office navigation, in order, and links to the work', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByTestId('admin-staff')).toContainText('Administrator');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'Orders', 'Products', 'Customers', 'Returns & repairs', 'Support', 'Insights', 'Sellers', 'Listings', 'Marketplace orders', 'Reviews', 'Review log', 'Partner API keys', 'Staff audit']);
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales.getByTestId('sales-today')).toContainText(/£[\d,]+\.\d\d/);
  await expect(sales.getByRole('img', { name: /Revenue per day over the last 30 days/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Awaiting dispatch' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stock' })).toContainText(/\d+ low · \d+ sold out/);
  await expect(page.getByRole('region', { name: 'Support' })).toContainText(/open ticket/);
  await expect(page.getByRole('region', { name: 'Marketplace', exact: true })).toContainText(/Listings waiting for review · \d+ seller application/);
  // Finance figures, each with its definition on focus.
  await expect(sales.getByTestId('sales-today').getByTestId('net-sales')).toContainText(/£[\d,]+\.\d\d/);
  const money = page.getByRole('region', { name: 'Marketplace money' });
  await expect(money.getByTestId('escrow-held')).toContainText(/£[\d,]+\.\d\d/);
  const gmv = money.getByTestId('marketplace-today').getByRole('button', { name: 'GMV' });
  await gmv.focus();
  await expect(page.getByRole('tooltip', { name: /GMV \(gross merchandise value\)/ })).toBeVisible();
  await expect(gmv).toHaveAccessibleDescription(/what marketplace buyers paid in the period/);
  await expectNoA11yViolations(page);

  await page.getByRole('region', { name: 'Stock' }).getByRole('link', { name: 'Open products' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test('staff edit a price and the shop shows it at once; the change is in the product history', async ({ page }) => {
  test.setTimeout(90_000);
  const staff = await signInAsAdmin(page);
  const watch = await createWatch(page);
  await page.goto(`/product/${watch.id}`);
  await expect(page.getByText('£5,000.00').first()).toBeVisible();

  await page.goto('/admin/products');
  await page.getByLabel('Name, brand or SKU').fill(watch.sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 product · latest change first')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: watch.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: watch.name })).toBeVisible();

  const price = page.getByLabel('Price (£)', { exact: true });
  await expect(price).toHaveValue('5000.00');
  await page.getByLabel('Sale price (£)').fill('5000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Sale price must be below the price')).toBeVisible();
  await page.getByLabel('Sale price (£)').fill('');
  await price.fill('4,321.50');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Product saved')).toBeVisible();
  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history.getByRole('listitem').first()).toContainText('Edited');
  await expect(history.getByRole('listitem').first()).toContainText(staff);
  await expect(history).toContainText('Price: £5,000.00 → £4,321.50');
  await expectNoA11yViolations(page);

  await page.goto(`/product/${watch.id}`);
  // The product's own price, the first paragraph after its heading: similar products below may be other test watches at £5,000.
  const ownPrice = page.getByRole('heading', { level: 1, name: watch.name }).locator('xpath=following::p[1]');
  await expect(ownPrice).toHaveText('£4,321.50');
  await expect(ownPrice).not.toContainText('£5,000.00');
});

// A 2×2 gold PNG: real image bytes, decoded and re-encoded by the server.
const GOLD_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGO4st4ciBggFAAy2gbpbA+YbQAAAABJRU5ErkJggg==', 'base64');

test('staff replace a product’s pictures and the shop shows them; the generated art can come back', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const watch = await createWatch(page);
  await page.goto(`/admin/products/${watch.id}`);
  const pictures = page.getByRole('region', { name: 'Pictures' });
  await expect(pictures).toContainText('Generated from the product’s details.');

  const chooser = pictures.getByLabel('Replace with new pictures');
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await pictures.getByRole('button', { name: 'Upload 1 picture' }).click();
  await expect(pictures.getByText('Only PNG, JPEG, GIF or WebP images can be uploaded')).toBeVisible();

  await chooser.setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: GOLD_PNG },
    { name: 'back.png', mimeType: 'image/png', buffer: GOLD_PNG },
  ]);
  await pictures.getByRole('button', { name: 'Upload 2 pictures' }).click();
  await expect(toast(page, 'Pictures saved')).toBeVisible();
  await expect(pictures).toContainText('Uploaded by staff.');
  await expect(pictures.getByRole('img', { name: `${watch.name}: main picture` })).toHaveAttribute('src', /\/images\/uploads\/products\/[0-9a-f-]{36}\.webp\?w=640$/);
  await expect(page.getByRole('region', { name: 'Change history' }).getByRole('listitem').first()).toContainText('New pictures');
  await expectNoA11yViolations(page);

  await page.goto(`/product/${watch.id}`);
  await expect(page.locator('main img[src*="/images/uploads/products/"]').first()).toBeVisible();

  await page.goto(`/admin/products/${watch.id}`);
  await page.getByRole('region', { name: 'Pictures' }).getByRole('button', { name: 'Use generated art' }).click();
  await expect(toast(page, 'Generated art restored')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pictures' })).toContainText('Generated from the product’s details.');
});

test('staff create a clothing product through the form: rules first, then it is in the shop', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Price must be more than £0')).toBeVisible();

  const sku = `E2E-COAT-${Date.now().toString(36).toUpperCase()}`;
  const name = `E2E Cashmere Coat ${sku}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Brand', { exact: true }).fill('Aurum Test');
  await page.getByLabel('SKU').fill(sku);
  await page.getByLabel('Department').selectOption({ label: 'Clothing' });
  await expect(page.getByRole('group', { name: 'Clothing details' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Watch details' })).toHaveCount(0);
  await page.getByLabel('Price (£)', { exact: true }).fill('1,890');
  await page.getByLabel('Stock', { exact: true }).fill('7');
  await page.getByLabel('Description', { exact: true }).fill('A double-faced cashmere coat.');
  await page.getByLabel('Sizes', { exact: true }).fill('S, M');
  await page.getByLabel('Available sizes').fill('L');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Available sizes must be among the sizes')).toBeVisible();
  await page.getByLabel('Available sizes').fill('M');
  await page.getByLabel('Season').selectOption('Winter');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(toast(page, 'Product created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('region', { name: 'Change history' })).toContainText('Created');

  await page.getByRole('link', { name: 'View in the shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('£1,890.00').first()).toBeVisible();
});

test('a sold-out watch restocked in bulk becomes purchasable', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const watch = await createWatch(page, { stock: 0 });
  await page.goto(`/product/${watch.id}`);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

  await page.goto('/admin/products');
  await page.getByLabel('Stock', { exact: true }).selectOption({ label: 'Sold out' });
  await page.getByLabel('Name, brand or SKU').fill(watch.sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: watch.sku });
  await expect(row).toContainText('Sold out');
  await row.getByRole('checkbox', { name: `Select ${watch.name}` }).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk).toContainText('1 product selected');
  await expectNoA11yViolations(page);
  await bulk.getByLabel('Units to add').fill('0');
  await bulk.getByRole('button', { name: 'Restock' }).click();
  await expect(bulk.getByText('Enter a whole number from 1 to 10,000')).toBeVisible();
  await bulk.getByLabel('Units to add').fill('3');
  await bulk.getByRole('button', { name: 'Restock' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restock these products?' });
  await expect(confirm).toContainText('1 product, +3 units each: from 0 to 3 units in all.');
  await confirm.getByLabel(/Reason/).fill('Delivery from the maker');
  await confirm.getByRole('button', { name: 'Restock' }).click();
  await expect(toast(page, '1 restocked by 3')).toBeVisible();
  await expect(page.getByText('No products match these filters.')).toBeVisible();

  await page.goto(`/product/${watch.id}`);
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(toast(page, 'Added to Cart')).toBeVisible();
});

test('on a tablet the navigation folds into a menu that keeps focus inside until closed', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signInAsAdmin(page);
  await page.goto('/admin/products');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Admin menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(drawer.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
});
