import { expect, type Page } from '@playwright/test';
import { createAdmin, signInThroughApi } from './account-helpers';

/** Signs a new admin in; returns their email. */
export async function signInAsAdmin(page: Page): Promise<string> {
  const admin = await createAdmin(page.request);
  await signInThroughApi(page, admin.email, admin.password);
  return admin.email;
}

let counter = 0;

/** A fresh watch of this spec's own (so other specs' purchases never touch it), created through the staff API. */
export async function createWatch(page: Page, overrides: Record<string, unknown> = {}): Promise<{ id: string; name: string; sku: string }> {
  counter += 1;
  const sku = `E2E-${Date.now().toString(36).toUpperCase()}-${counter}`;
  const name = `E2E Field Watch ${sku}`;
  const response = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: {
      query: 'mutation ($input: ProductInput!) { createProduct(input: $input) { product { id name sku } } }',
      variables: {
        input: { name, brand: 'Aurum Test', sku, description: 'A field watch for the back-office journeys.', category: 'WATCHES', pricePence: 500_000, stock: 4, caseDiameterMm: 40, ...overrides },
      },
    },
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data.createProduct.product;
}
