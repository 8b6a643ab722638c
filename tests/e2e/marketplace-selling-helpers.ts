import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createVerifiedCustomer, signInThroughApi } from './account-helpers';
import { PDF } from './admin-support-helpers';

export { PDF };

let colour = 0;
/** A small real PNG, a different colour each time (the server checks photos by content). */
export async function png(name: string) {
  colour = (colour + 41) % 255;
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: colour, g: 110, b: 70 } } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

export const APPLICATION = { addressLine: '12 Mount Street', city: 'London', postcode: 'W1K 2AA', sortCode: '12-34-56', accountNumber: '12345678' };

export function listingFields(model: string) {
  return {
    brand: 'Rolex',
    model,
    reference: '126610LN',
    year: '2021',
    condition: 'Excellent',
    caseSizeMm: '41',
    caseMaterial: 'Stainless Steel',
    movement: 'Automatic',
    description: 'Worn gently on weekends; the bezel and bracelet are crisp with light desk-diving marks only.',
    priceGbp: '11250',
    serialNumber: `E2E${uniqueSuffix().toUpperCase()}`,
  };
}

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post('/graphql', { headers: { 'apollo-require-preflight': 'true' }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** An approved seller with one listing pending review, all through the API; the page ends signed out. */
export async function sellerWithPendingListing(page: Page, adminEmail: string, adminPassword: string, model: string) {
  const seller = await createVerifiedCustomer(page.request);
  await signInThroughApi(page, seller.email, seller.password);
  const applied = await page.request.post('/api/marketplace/seller-application', {
    headers: { 'apollo-require-preflight': 'true' },
    multipart: { sellerType: 'private', legalName: `Amelia Hart ${uniqueSuffix()}`, acceptTerms: 'true', ...APPLICATION, document: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(applied.status()).toBe(201);
  const { sellerId } = await applied.json();
  await page.context().clearCookies();
  await signInThroughApi(page, adminEmail, adminPassword);
  await graphql(page.request, 'mutation($id: ID!) { decideSeller(id: $id, decision: APPROVE) { status } }', { id: sellerId });
  await page.context().clearCookies();
  await signInThroughApi(page, seller.email, seller.password);
  const created = await page.request.post('/api/marketplace/listings', {
    headers: { 'apollo-require-preflight': 'true' },
    multipart: { ...listingFields(model), hasBox: 'true', hasPapers: 'false', intent: 'submit', photo_0: await png('a.png'), photo_1: await png('b.png'), photo_2: await png('c.png'), proof: await png('proof.png') },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  return seller;
}

/** At phone width (390 px) the seller pages fit the screen: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}
