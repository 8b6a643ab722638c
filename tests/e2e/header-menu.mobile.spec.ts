import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'aurum_cookie_consent',
      JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
    );
  });
});

test('the mobile menu opens full screen, traps focus and closes with Escape', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await opener.click();

  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  // Full screen once its slide-in has finished.
  const viewportWidth = page.viewportSize()?.width ?? 0;
  await expect.poll(async () => Math.round((await menu.boundingBox())?.x ?? -1)).toBe(0);
  expect(Math.round((await menu.boundingBox())?.width ?? 0)).toBe(viewportWidth);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expect(menu.getByRole('link', { name: 'Style Consultation' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?mode=signin');
  await expectNoA11yViolations(page);

  // Forwards and backwards, focus never leaves the menu.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('following a link in the mobile menu closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Watches' }).click();
  await expect(page).toHaveURL(/\/watches$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('the home page fits a 390px screen without sideways scrolling', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#featured article').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});
