import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../test/account-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { signedInAdmin, signedInCustomer } from '../../orders/staff-orders.test-helpers';
import { WATCH_DRAFT } from './product-admin.test-helpers';
import { PRODUCT_PHOTO_MESSAGES } from '@aurum/rules/catalog/product-photos';

let app: TestApp;
let admin: TestBrowser;
let customer: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  customer = (await signedInCustomer(app)).browser;
});
afterAll(() => app.close());

const CREATE = `mutation Create($input: ProductInput!) { createProduct(input: $input) { product { id sku imageUrl galleryImages } } }`;
const HISTORY = `query Get($id: ID!) { adminProduct(id: $id) { history { action actorEmail changes { field } } } }`;
const SHOP = `query P($id: ID!) { product(id: $id) { imageUrl galleryImages } }`;

let counter = 0;
async function createProduct() {
  const sku = `TST-PHOTO-${Date.now().toString(36).toUpperCase()}-${(counter += 1)}`;
  const { body } = await admin.graphql(CREATE, { input: { ...WATCH_DRAFT, category: 'WATCHES', sku } });
  expect(body.errors).toBeUndefined();
  return body.data.createProduct.product as { id: string; sku: string; imageUrl: string; galleryImages: string[] };
}

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 60 } } }).jpeg().toBuffer();

function form(files: Buffer[], field = 'images'): FormData {
  const body = new FormData();
  files.forEach((bytes, index) => body.append(field, new Blob([new Uint8Array(bytes)]), `picture-${index}.jpg`));
  return body;
}

const upload = async (browser: TestBrowser | TestApp, id: string, body: FormData) => {
  const response = await browser.fetch(`/api/admin/products/${id}/images`, { method: 'POST', body });
  return { status: response.status, body: await response.json() };
};

describe('staff pictures for a product', () => {
  it('replace the generated art: the first is the main image, every width is served as square WebP, and the shop shows them at once', async () => {
    const product = await createProduct();
    expect(product.imageUrl).toBe(`/images/products/${product.sku}/0.webp`);

    const { status, body } = await upload(admin, product.id, form([await jpeg(1600, 900), await jpeg(800, 800)]));
    expect(status).toBe(200);
    expect(body.imageUrl).toMatch(/^\/images\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
    expect(body.galleryImages).toHaveLength(1);

    for (const width of [320, 640, 960, 1200]) {
      const image = await app.fetch(`${body.imageUrl}?w=${width}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width, height: width });
    }
    expect((await app.fetch(`${body.imageUrl}?w=500`)).status).toBe(400);

    const shop = (await app.graphql(SHOP, { id: product.id })).body.data.product;
    expect(shop.imageUrl).toBe(body.imageUrl);
    expect(shop.galleryImages).toEqual(body.galleryImages);

    const history = (await admin.graphql(HISTORY, { id: product.id })).body.data.adminProduct.history;
    expect(history[0]).toMatchObject({ action: 'product.images', changes: expect.arrayContaining([{ field: 'imageUrl' }]) });
  });

  it('go back to the generated art when staff ask', async () => {
    const product = await createProduct();
    await upload(admin, product.id, form([await jpeg(400, 400)]));
    const response = await admin.fetch(`/api/admin/products/${product.id}/images`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ imageUrl: `/images/products/${product.sku}/0.webp`, galleryImages: [1, 2, 3].map((view) => `/images/products/${product.sku}/${view}.webp`) });
    const history = (await admin.graphql(HISTORY, { id: product.id })).body.data.adminProduct.history;
    expect(history[0].action).toBe('product.images.generated');
  });

  it('are judged by their bytes and counted: none, five, or a non-image named .jpg are refused and nothing changes', async () => {
    const product = await createProduct();
    const pdfNamedJpeg = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const cases: [FormData, string][] = [
      [form([]), PRODUCT_PHOTO_MESSAGES.count],
      [form(await Promise.all([1, 2, 3, 4, 5].map(() => jpeg(64, 64)))), PRODUCT_PHOTO_MESSAGES.count],
      [form([await jpeg(64, 64), pdfNamedJpeg]), PRODUCT_PHOTO_MESSAGES.type],
      [form([Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02])]), PRODUCT_PHOTO_MESSAGES.unreadable],
      [form([await jpeg(64, 64)], 'photo'), PRODUCT_PHOTO_MESSAGES.count],
    ];
    for (const [body, message] of cases) {
      const answer = await upload(admin, product.id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message });
    }
    const shop = (await app.graphql(SHOP, { id: product.id })).body.data.product;
    expect(shop.imageUrl).toBe(product.imageUrl);
  });

  it('are for staff only: visitors 401, customers 403, an unknown product 404', async () => {
    const product = await createProduct();
    const body = async () => form([await jpeg(64, 64)]);
    expect((await upload(app, product.id, await body())).status).toBe(401);
    expect((await upload(customer, product.id, await body())).body.error).toMatchObject({ code: 'FORBIDDEN', message: 'Admin access required' });
    expect((await customer.fetch(`/api/admin/products/${product.id}/images`, { method: 'DELETE' })).status).toBe(403);
    expect((await upload(admin, '999999999', await body())).status).toBe(404);
    expect((await app.fetch('/images/uploads/products/not-a-name.webp')).status).toBe(404);
  });
});
