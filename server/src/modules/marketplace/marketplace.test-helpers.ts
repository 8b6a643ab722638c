import sharp from 'sharp';
import { sql, type TestBrowser } from '../../test/account-helpers';
import type { TestApp } from '../../test/test-app';
import { signedInAdmin, signedInCustomer } from '../orders/staff-orders.test-helpers';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let colour = 0;
/** A small real PNG, a different colour each time. */
export async function png(): Promise<Buffer> {
  colour = (colour + 37) % 255;
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: colour, g: 120, b: 80 } } }).png().toBuffer();
}

export const APPLICATION = {
  sellerType: 'private',
  legalName: 'Amelia Hart',
  addressLine: '12 Mount Street',
  city: 'London',
  postcode: 'w1k 2aa',
  sortCode: '12-34-56',
  accountNumber: '12345678',
  acceptTerms: 'true',
};

export function form(fields: Record<string, string>, files: Record<string, Buffer> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes] of Object.entries(files)) body.append(name, new Blob([new Uint8Array(bytes)]), `${name}.bin`);
  return body;
}

export async function send(browser: TestBrowser, method: 'POST' | 'PUT', path: string, body: FormData) {
  const response = await browser.fetch(path, { method, body });
  return { status: response.status, body: await response.json() };
}

export const apply = (browser: TestBrowser, fields: Record<string, string> = {}, document: Buffer = PDF) =>
  send(browser, 'POST', '/api/marketplace/seller-application', form({ ...APPLICATION, ...fields }, { document }));

export const DECIDE = `mutation($id: ID!, $decision: SellerDecision!, $reason: String) { decideSeller(id: $id, decision: $decision, reason: $reason) { id status decisionReason } }`;
export const REVIEW = `mutation($id: ID!, $approve: Boolean!, $reason: String) { reviewListing(id: $id, approve: $approve, reason: $reason) { id status flags rejectionReason } }`;

let serial = 0;
export const LISTING = () => ({
  brand: 'Rolex',
  model: 'Submariner Date',
  reference: '126610LN',
  year: '2021',
  condition: 'Excellent',
  hasBox: 'true',
  hasPapers: 'true',
  serviceHistory: 'Serviced by Rolex in 2024.',
  caseSizeMm: '41',
  caseMaterial: 'Stainless Steel',
  movement: 'Automatic',
  description: 'Worn gently on weekends; the bezel and bracelet are crisp with light desk-diving marks only.',
  priceGbp: '11,250',
  serialNumber: `T${Date.now().toString(36).toUpperCase()}${(serial += 1)}`,
});

export async function listingFiles(photos = 3): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = { proof: await png() };
  for (let index = 0; index < photos; index += 1) files[`photo_${index}`] = await png();
  return files;
}

export const createListing = async (browser: TestBrowser, fields: Record<string, string> = {}, files?: Record<string, Buffer>) =>
  send(browser, 'POST', '/api/marketplace/listings', form({ ...LISTING(), ...fields }, files ?? (await listingFiles())));

/** A customer who applied and was approved by `admin`; returns their browser and seller id. */
export async function approvedSeller(app: TestApp, admin: TestBrowser, fields: Record<string, string> = {}) {
  const customer = await signedInCustomer(app);
  const applied = await apply(customer.browser, fields);
  if (applied.status !== 201) throw new Error(JSON.stringify(applied.body));
  const decided = await admin.graphql(DECIDE, { id: applied.body.sellerId, decision: 'APPROVE' });
  if (!decided.body.data) throw new Error(JSON.stringify(decided.body.errors));
  return { ...customer, sellerId: applied.body.sellerId as string };
}

/** A live listing: created, submitted and approved. */
export async function liveListing(admin: TestBrowser, seller: { browser: TestBrowser }, fields: Record<string, string> = {}) {
  const created = await createListing(seller.browser, fields);
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const reviewed = await admin.graphql(REVIEW, { id: created.body.listingId, approve: true });
  if (!reviewed.body.data) throw new Error(JSON.stringify(reviewed.body.errors));
  return created.body.listingId as string;
}

export { signedInAdmin, signedInCustomer, sql };
