import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies, catalogue, listEntry, seedStorage, stored } from './shop-lists-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('compare', () => {
  test('takes a 3rd product and ignores a 4th, its toasts counting "n of 3"', async ({ page, request }) => {
    const watches = await catalogue(request, 'WATCHES', 4);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Compare products/ })).toHaveCount(0);
    await seedStorage(page, { aurum_compare_list: watches.slice(0, 2).map(listEntry) });

    const toasts = page.getByRole('region', { name: 'Notifications' });
    const compareToggle = page.getByRole('main').getByRole('button', { name: 'Compare', exact: true });
    await page.goto(`/product/${watches[2].id}`);
    await compareToggle.click();
    await expect(toasts.getByText('Added to comparison')).toBeVisible();
    await expect(toasts.getByText('3 of 3 selected')).toBeVisible();

    await page.goto(`/product/${watches[3].id}`);
    await compareToggle.click();
    await expect(toasts.getByText('Comparison list is full')).toBeVisible();
    await expect(toasts.getByText('3 of 3 selected. Remove a piece to add another.')).toBeVisible();
    await expect(compareToggle).toHaveAttribute('aria-pressed', 'false');
    expect((await stored<Array<{ id: string }>>(page, 'aurum_compare_list'))!.map((i) => i.id)).toEqual(watches.slice(0, 3).map((w) => w.id));
    await expect(page.getByRole('button', { name: 'Compare products, 3 selected' })).toBeVisible();
  });

  test('the overlay shows 3 without invented ratings, removes one and clears all', async ({ page, request }) => {
    const watches = await catalogue(request, 'WATCHES', 4);
    // A list stored when the maximum was 4: its first 3 are kept, as the button and the overlay both say.
    await seedStorage(page, { aurum_compare_list: watches.map(listEntry) });
    await page.goto('/recently-viewed');
    const floating = (n: number) => page.getByRole('button', { name: `Compare products, ${n} selected` });
    await floating(3).click();
    const dialog = page.getByRole('dialog', { name: 'Compare Products' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('compare-selected')).toHaveText('3 of 3 items selected');
    await expect(dialog.getByRole('columnheader')).toHaveCount(3);
    for (const label of ['Price', 'Brand', 'Category', 'Materials', 'Colours', 'Availability', 'Tags']) {
      await expect(dialog.getByRole('rowheader', { name: label })).toBeVisible();
    }
    for (const label of ['Rating', 'Reviews']) await expect(dialog.getByRole('rowheader', { name: label })).toHaveCount(0);
    await expect(dialog.getByRole('img', { name: /^Rated / })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: watches[3].name })).toHaveCount(0);
    await expectNoA11yViolations(page);

    await dialog.getByRole('button', { name: `Remove: ${watches[0].name}` }).click();
    await expect(dialog.getByRole('columnheader')).toHaveCount(2);
    await expect(dialog.getByTestId('compare-selected')).toHaveText('2 of 3 items selected');
    await expect(floating(2)).toBeAttached();

    // Escape closes and focus goes back to the floating button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(floating(2)).toBeFocused();

    await floating(2).click();
    await dialog.getByRole('button', { name: 'Clear All' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Compare products/ })).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    expect(await stored(page, 'aurum_compare_list')).toEqual([]);
  });

  test('the overlay traps focus', async ({ page, request }) => {
    const watches = await catalogue(request, 'WATCHES', 2);
    await seedStorage(page, { aurum_compare_list: watches.map(listEntry) });
    await page.goto('/recently-viewed');
    await page.getByRole('button', { name: 'Compare products, 2 selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare Products' });
    await expect(dialog.getByTestId('compare-selected')).toHaveText('2 of 3 items selected');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe('recently viewed', () => {
  test('keeps the 10 newest, newest first', async ({ page, request }) => {
    const watches = await catalogue(request, 'WATCHES', 11);
    // Oldest last: watches[0..9] stored, watches[9] the oldest.
    await seedStorage(page, { aurum_recently_viewed: watches.slice(0, 10).map(listEntry) });
    await page.goto(`/product/${watches[10].id}`);
    await expect(page.getByRole('heading', { level: 1, name: watches[10].name })).toBeVisible();
    // The detail strip shows 4 (never the current product) and links to the full list when more than 5 are held.
    await expect(page.getByRole('list', { name: 'Recently Viewed' }).getByRole('heading')).toHaveText(watches.slice(0, 4).map((w) => w.name));
    await page.getByRole('link', { name: /^View All/ }).click();
    await expect(page).toHaveURL(/\/recently-viewed$/);
    const list = page.getByRole('list', { name: 'Recently viewed products' });
    await expect(list.getByRole('heading')).toHaveText([watches[10], ...watches.slice(0, 9)].map((w) => w.name));
    await expectNoA11yViolations(page);
  });

  test('drops products the server no longer has and keeps them on network errors', async ({ page, request, consoleErrors }) => {
    const [kept, offline] = await catalogue(request, 'WATCHES', 2);
    const gone = { ...listEntry(kept), id: '999999', name: 'A Withdrawn Watch' };
    await seedStorage(page, { aurum_recently_viewed: [gone, listEntry(kept), listEntry(offline)] });
    await page.route(`**/api/products/${offline.id}`, (route) => route.abort('internetdisconnected'));
    await page.goto('/recently-viewed');
    const list = page.getByRole('list', { name: 'Recently viewed products' });
    await expect(list.getByRole('heading')).toHaveText([kept.name, offline.name]);
    expect((await stored<Array<{ id: string }>>(page, 'aurum_recently_viewed'))!.map((i) => i.id)).toEqual([kept.id, offline.id]);
    // The browser reports the expected 404 and the aborted request.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/Failed to load resource/.test(e)));
  });

  test('drops stored entries lacking an id, name or price', async ({ page, request }) => {
    const [watch] = await catalogue(request, 'WATCHES', 1);
    const good = listEntry(watch);
    await seedStorage(page, { aurum_recently_viewed: [{ ...good, id: '' }, { ...good, name: undefined }, { ...good, price: null }, good] });
    await page.goto('/recently-viewed');
    await expect(page.getByRole('list', { name: 'Recently viewed products' }).getByRole('heading')).toHaveText([watch.name]);
  });

  test('an empty list says so', async ({ page }) => {
    await page.goto('/recently-viewed');
    await expect(page.getByText("You haven't viewed any products yet.")).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
