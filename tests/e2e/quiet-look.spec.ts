import type { APIRequestContext, Locator } from '@playwright/test';
import { createVerifiedCustomer, signInThroughApi } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { productCards } from './listing-helpers';
import { listEntry, seedStorage, type ProductRow } from './shop-lists-helpers';

/** A quieter luxury look on a laptop (issue 37): icon actions on hover and focus, one file picker, real stock in compare. */

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

const opacity = (element: Locator) => element.evaluate((node) => Number(getComputedStyle(node.parentElement!).opacity));

test("a card's wishlist and compare icons show on hover and on keyboard focus, and are always in the accessibility tree", async ({ page }) => {
  await page.goto('/products/all');
  const card = productCards(page).first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  const heart = card.getByRole('button', { name: `Add to wishlist: ${name}` });
  const compare = card.getByRole('button', { name: `Add to comparison: ${name}` });
  // Found by role while unseen: hidden from the eye only, never from a screen reader.
  await expect(heart).toHaveCount(1);
  await expect(compare).toHaveCount(1);
  await page.mouse.move(1, 1);
  await expect.poll(() => opacity(heart)).toBe(0);

  await card.hover();
  await expect.poll(() => opacity(heart)).toBe(1);
  await page.mouse.move(1, 1);
  await expect.poll(() => opacity(heart)).toBe(0);

  // Keyboard focus anywhere in the card shows them; Shift+Tab from the name reaches Quick View, then Compare.
  await card.getByRole('link', { name }).focus();
  await expect.poll(() => opacity(heart)).toBe(1);
  await page.keyboard.press('Shift+Tab');
  await expect(card.getByRole('button', { name: `Quick View: ${name}` })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(compare).toBeFocused();
  await expect.poll(() => opacity(compare)).toBe(1);
  // The phone's More actions menu is not offered with a mouse.
  await expect(card.getByRole('button', { name: `More actions: ${name}` })).toBeHidden();
  await expectNoA11yViolations(page);
});

/** A sold-out, a low-stock and a well-stocked piece from the whole catalogue (300 pieces, read 100 at a time). */
async function piecesByStock(request: APIRequestContext): Promise<ProductRow[]> {
  const items: ProductRow[] = [];
  for (let offset = 0; offset < 300; offset += 100) {
    const response = await request.post('/graphql', {
      data: {
        query: `query($page: PageInput) { products(page: $page) { items {
          id name brand imageUrl category inStock stockQuantity sizes availableSizes price { amount } salePrice { amount } } } }`,
        variables: { page: { offset, limit: 100 } },
      },
    });
    items.push(...((await response.json()) as { data: { products: { items: ProductRow[] } } }).data.products.items);
  }
  const soldOut = items.find((p) => p.stockQuantity === 0);
  const low = items.find((p) => p.stockQuantity >= 1 && p.stockQuantity <= 5);
  const plenty = items.find((p) => p.stockQuantity > 5);
  if (!soldOut || !low || !plenty) throw new Error('the demo catalogue lacks a sold-out, a low-stock or a well-stocked piece');
  return [soldOut, low, plenty];
}

test("compare shows each piece's real stock: Sold out, Only n left, In stock", async ({ page, request }) => {
  const [soldOut, low, plenty] = await piecesByStock(request);
  await seedStorage(page, { aurum_compare_list: [soldOut, low, plenty].map(listEntry) });
  await page.goto('/watches');
  await page.getByRole('button', { name: 'Compare products, 3 selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare Products' });
  const row = dialog.getByRole('row', { name: /^Availability/ });
  await expect(row.getByRole('cell')).toHaveText(['Sold out', `Only ${low.stockQuantity} left`, 'In stock']);
  await expect(dialog.getByText('In Stock', { exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the file picker works by keyboard, lists the chosen file with Remove, and keeps the upload rules', async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/contact');
  await page.getByRole('button', { name: /Order Support/ }).click();
  const form = page.getByRole('form', { name: 'Support ticket' });
  await form.getByLabel('Message').focus();
  await page.keyboard.press('Tab');
  const input = form.getByLabel('Attachments (optional)');
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('type', 'file');
  // The visible button shows the hidden input's focus.
  const button = form.getByText('Choose files', { exact: true });
  await expect(button).toBeVisible();
  await expect.poll(() => button.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe('solid');

  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  const chosen = form.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByRole('listitem')).toHaveText(['receipt.pdf']);
  await expectNoA11yViolations(page);

  await chosen.getByRole('button', { name: 'Remove receipt.pdf' }).click();
  await expect(chosen).toHaveCount(0);
  await expect(input).toBeFocused();
});
