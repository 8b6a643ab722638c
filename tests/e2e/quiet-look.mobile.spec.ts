import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { productCards } from './listing-helpers';

/** A quieter luxury look on a phone (issue 37): one badge per card, one More actions menu, a drawer that counts live. */

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('a phone card shows at most one badge, the most important of its own', async ({ page }) => {
  await page.goto('/products/all');
  await expect(productCards(page).first()).toBeVisible();
  const cards = await productCards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const items = [...article.querySelectorAll('[aria-label="Highlights"] > li')];
      const visible = items.filter((item) => item.getClientRects().length > 0);
      return { total: items.length, visible: visible.length, first: visible[0] === items[0] };
    }),
  );
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(card.visible).toBe(Math.min(card.total, 1));
    if (card.total > 0) expect(card.first).toBe(true);
  }
  await expectNoA11yViolations(page);
});

test('the More actions menu works by touch and by keyboard: focus kept inside, Escape and an outside tap close it', async ({ page }) => {
  await page.goto('/products/all');
  const card = productCards(page).first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  // The three round icons give way to one button on a phone.
  await expect(card.getByRole('button', { name: `Add to wishlist: ${name}` })).toBeHidden();
  await expect(card.getByRole('button', { name: `Quick View: ${name}` })).toBeHidden();
  const more = card.getByRole('button', { name: `More actions: ${name}` });
  const box = (await more.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);

  // Touch: Add to wishlist, and the menu says so when opened again.
  await more.tap();
  const menu = page.getByRole('menu', { name: `Actions: ${name}` });
  await expect(menu.getByRole('menuitem')).toHaveText(['Add to wishlist', 'Compare', 'Quick view']);
  await expectNoA11yViolations(page);
  await menu.getByRole('menuitem', { name: 'Add to wishlist' }).tap();
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  await more.tap();
  await expect(menu.getByRole('menuitem', { name: 'Remove from wishlist' })).toBeVisible();
  // A tap outside closes it.
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(menu).toBeHidden();

  // Keyboard: focus moves in, Tab and the arrows stay inside, Escape returns focus to the button.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem').last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();

  // Quick view from the menu; closing it comes back to the button.
  await page.keyboard.press('Enter');
  await menu.getByRole('menuitem', { name: 'Quick view' }).click();
  const quickView = page.getByRole('dialog');
  await expect(quickView).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(quickView).toBeHidden();
  await expect(more).toBeFocused();
});

test('the marketplace filter drawer counts as boxes are ticked, before Apply, and Apply names the result', async ({ page }) => {
  await page.goto('/marketplace/listings');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const apply = drawer.getByRole('button', { name: /^Show \d+ listings?$/ });
  await expect(apply).toBeVisible();
  const before = await apply.textContent();
  const conditions = drawer.getByRole('group', { name: 'Condition' });
  const conditionCounts = () => conditions.locator('label').allTextContents();
  const conditionsBefore = await conditionCounts();

  // The first brand, by its own count (its label reads "Omega(12 listings)").
  const brand = drawer.getByRole('group', { name: 'Brand' }).locator('label').first();
  const count = Number(((await brand.textContent()) ?? '').match(/\((\d+) listings?\)/)?.[1]);
  expect(count).toBeGreaterThan(0);
  await brand.click();
  await expect(apply).toHaveText(count === 1 ? 'Show 1 listing' : `Show ${count} listings`);
  expect(await apply.textContent()).not.toBe(before);
  // The other groups count within the ticked brand, still before Apply; the page itself has not changed.
  await expect.poll(conditionCounts).not.toEqual(conditionsBefore);
  await expect(page).toHaveURL(/\/marketplace\/listings$/);
  await expectNoA11yViolations(page);

  await apply.click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/brand/);
  await expect(page.locator('header p[aria-live="polite"]')).toContainText(String(count));
});
