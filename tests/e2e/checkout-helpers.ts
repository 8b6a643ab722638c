import { expect, type Page } from '@playwright/test';
import type { ProductRow } from './shop-lists-helpers';

/** What the shopper pays for a product, in pence. */
export const paid = (p: ProductRow) => (p.salePrice && p.salePrice.amount < p.price.amount ? p.salePrice.amount : p.price.amount);

export const gbp = (pence: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

/** A stored cart line for a product (aurum_cart, prices in pence). */
export function cartLine(p: ProductRow, quantity = 1, size?: string) {
  return { id: p.id, name: p.name, brand: p.brand, price: paid(p), imageUrl: p.imageUrl, quantity, ...(size ? { size } : {}) };
}

export const SHIPPING = {
  Email: 'ada@example.com',
  Phone: '+44 20 7946 0958',
  'Full name': 'Ada Lovelace',
  Address: '12 Mount Street',
  City: 'London',
  Postcode: 'W1K 2AA',
};

export async function fillShipping(page: Page) {
  for (const [label, value] of Object.entries(SHIPPING)) await page.getByLabel(label, { exact: true }).fill(value);
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

export function toast(page: Page, title: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(title, { exact: true });
}

export async function expectCheckoutReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
}
