import { createVerifiedCustomer, signInThroughApi, toast } from './account-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { productCards } from './listing-helpers';
import { acceptCookies, catalogue, listEntry, seedStorage, stored } from './shop-lists-helpers';
import { accountWishlist, saveOnAnotherDevice } from './wishlist-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const storedIds = async (page: import('@playwright/test').Page) =>
  ((await stored<Array<{ id: string }>>(page, 'aurum_wishlist_v1')) ?? []).map((item) => item.id);

test('visitors keep their hearts in the browser, and /wishlist asks them to sign in', async ({ page, request }) => {
  const [watch] = await catalogue(request, 'WATCHES', 1);
  await page.goto(`/product/${watch.id}`);
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(toast(page, 'Added to wishlist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'In Wishlist', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await storedIds(page)).toEqual([watch.id]);

  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fwishlist$/);
});

test('signing in joins the browser list to the account’s, which follows the customer to another device', async ({ page, request, browser }) => {
  // Registers a customer and signs in on two devices: argon2 hashing takes its time on a busy machine.
  test.setTimeout(90_000);
  const [a, b, c] = await catalogue(request, 'WATCHES', 3);
  const customer = await createVerifiedCustomer(request);
  // Saved earlier on the customer's phone.
  await saveOnAnotherDevice(request, customer.email, customer.password, a.id);

  // On this computer, as a visitor: one piece already stored, one hearted now, and one the account has too.
  await seedStorage(page, { aurum_wishlist_v1: [listEntry(b), listEntry(a)] });
  await page.goto(`/product/${c.id}`);
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(toast(page, 'Added to wishlist')).toBeVisible();

  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fwishlist$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/wishlist$/, { timeout: 15_000 });

  const list = page.getByRole('list', { name: 'Wishlist' });
  await expect(list.getByRole('heading')).toHaveText([a.name, b.name, c.name]);
  await expect(page.getByTestId('list-summary')).toHaveText('3 pieces saved');
  // The pieces now live on the account, not in this browser.
  await expect.poll(() => storedIds(page)).toEqual([]);
  expect(await accountWishlist(page.request)).toEqual([a.id, b.id, c.id]);
  await expectNoA11yViolations(page);

  // Another device sees the same list; a change there shows here.
  const laptop = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await laptop.newPage();
  await acceptCookies(other);
  await signInThroughApi(other, customer.email, customer.password);
  await other.goto('/wishlist');
  const otherList = other.getByRole('list', { name: 'Wishlist' });
  await expect(otherList.getByRole('heading')).toHaveText([a.name, b.name, c.name]);
  await otherList.getByRole('button', { name: `Remove: ${b.name}` }).click();
  await expect(toast(other, 'Removed from wishlist')).toBeVisible();
  await expect(otherList.getByRole('heading')).toHaveText([a.name, c.name]);
  await laptop.close();

  await page.reload();
  await expect(list.getByRole('heading')).toHaveText([a.name, c.name]);
});

test('signed in, the hearts change the account’s list; /wishlist adds to the cart and removes', async ({ page, request }) => {
  test.setTimeout(60_000);
  const [watch] = await catalogue(request, 'WATCHES', 1);
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);

  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(`/product/${watch.id}`);
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(toast(page, 'Added to wishlist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'In Wishlist', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await accountWishlist(page.request)).toEqual([watch.id]);
  expect(await storedIds(page)).toEqual([]);

  await page.goto('/wishlist');
  const list = page.getByRole('list', { name: 'Wishlist' });
  await expect(list.getByRole('link', { name: watch.name })).toHaveAttribute('href', `/product/${watch.id}`);
  await list.getByRole('button', { name: `Add to Cart: ${watch.name}` }).click();
  await expect(toast(page, 'Added to Cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await list.getByRole('button', { name: `Remove: ${watch.name}` }).click();
  await expect(toast(page, 'Removed from wishlist')).toBeVisible();
  await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
  expect(await accountWishlist(page.request)).toEqual([]);

  // The hearts on listing cards go to the account too.
  await page.goto('/products/watches');
  const card = productCards(page).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Add to wishlist: ${name}` }).click();
  await expect(card.getByRole('button', { name: `Remove from wishlist: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await accountWishlist(page.request)).length).toBe(1);
  expect(await storedIds(page)).toEqual([]);
});

test('the unversioned wishlist key is folded into v1 once, without duplicates', async ({ page, request }) => {
  const [a, b] = await catalogue(request, 'WATCHES', 2);
  await seedStorage(page, { aurum_wishlist: [listEntry(a), listEntry(b)], aurum_wishlist_v1: [listEntry(b)] });
  await page.goto(`/product/${a.id}`);
  await expect(page.getByRole('button', { name: 'In Wishlist', exact: true })).toBeVisible();
  expect(await stored(page, 'aurum_wishlist')).toBeNull();
  expect(await storedIds(page)).toEqual([b.id, a.id]);
});
