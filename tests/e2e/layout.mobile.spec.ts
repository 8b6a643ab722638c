import { expect, test } from './fixtures';
import { layoutTests } from './layout-suite';
import { productCards } from './listing-helpers';

// The mobile project's 390×844 phone; the laptop's run is layout.spec.ts.
layoutTests();

test('the quick view’s Close button takes the tap, not the image under it', async ({ page }) => {
  await page.goto('/products/all');
  // On a phone, Quick view sits in the card's More actions menu (issue 37).
  await productCards(page).first().getByRole('button', { name: /^More actions: / }).click();
  await page.getByRole('menuitem', { name: 'Quick view' }).click();
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true });
  await expect(close).toBeVisible();
  const hit = await close.evaluate((button) => {
    const rect = button.getBoundingClientRect();
    const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return found === button || button.contains(found);
  });
  expect(hit).toBe(true);
});

test('the compare table on a phone keeps each word inside its column', async ({ page }) => {
  await page.goto('/products/all');
  await page.getByRole('button', { name: 'Compare products, 3 selected' }).click();
  const table = page.getByRole('dialog', { name: 'Compare Products' }).getByRole('table');
  await expect(table).toBeVisible();
  const cut = await table.evaluate((t) =>
    [...t.querySelectorAll('th, td')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => (cell.textContent ?? '').trim().slice(0, 30)),
  );
  expect(cut).toEqual([]);
});
