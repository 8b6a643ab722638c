import { expect, expectNoA11yViolations, test } from './fixtures';

test('the header links to the shop sections and to sign-in', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Aurum' })).toHaveAttribute('href', '/');
  const nav = header.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Watches', '/watches'],
    ['Clothing', '/clothing'],
    ['Marketplace', '/marketplace'],
    ['Style Consultation', '/style-consultation'],
    ['Contact', '/contact'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?mode=signin');
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?mode=signup');
});

test('the search toggle reveals a search box that goes to the all-products listing', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const input = page.getByRole('combobox', { name: 'Search products' });
  await expect(input).toBeFocused();
  await input.fill('royal oak');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/products\/all\?search=royal(\+|%20)oak$/);
});

test('Escape closes the search box and returns focus to its toggle', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();
});

test('the cart icon counts the quantities stored in aurum_cart, capped at 99+', async ({ page }) => {
  await page.addInitScript(() => {
    const line = { name: 'Watch', brand: 'Brand', price: 100000, imageUrl: '/x.webp' };
    localStorage.setItem('aurum_cart', JSON.stringify([{ ...line, id: '1', quantity: 2 }, { ...line, id: '2', quantity: 3 }]));
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('5');

  await page.evaluate(() => {
    localStorage.setItem('aurum_cart', JSON.stringify([{ id: '1', name: 'W', brand: 'B', price: 1, imageUrl: '', quantity: 120 }]));
    window.dispatchEvent(new Event('aurum:cart-updated'));
  });
  await expect(page.getByTestId('cart-count')).toHaveText('99+');
  await expectNoA11yViolations(page);
});

test('the footer lists the shop, care, about and legal links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/products/new-arrivals',
    '/products/sale',
    '/shipping-returns',
    '/size-guides',
    '/faq',
    '/warranty',
    '/our-story',
    '/heritage',
    '/craftsmanship',
    '/sustainability',
    '/careers',
    '/press',
    '/terms-and-conditions',
    '/privacy-policy',
    '/cookies-policy',
    '/accessibility',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer).toContainText('Authenticity Guaranteed');
  await expect(footer).toContainText('100% genuine luxury items');
  await expect(footer).toContainText('SSL encrypted transactions');
  await expect(footer).toContainText('Mayfair');
});
