import type { APIRequestContext, Page } from '@playwright/test';

/** Hides the cookie banner so it covers nothing. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('aurum_cookie_consent')) {
      localStorage.setItem(
        'aurum_cookie_consent',
        JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
      );
    }
  });
}

export interface ProductRow {
  id: string;
  name: string;
  brand: string;
  imageUrl: string;
  category: 'WATCHES' | 'CLOTHING';
  inStock: boolean;
  stockQuantity: number;
  sizes: string[];
  availableSizes: string[];
  price: { amount: number };
  salePrice: { amount: number } | null;
}

/** Products of the demo catalogue, straight from the GraphQL API. */
export async function catalogue(request: APIRequestContext, category: 'WATCHES' | 'CLOTHING', limit = 60): Promise<ProductRow[]> {
  const response = await request.post('/graphql', {
    data: {
      query: `query($filter: ProductFilterInput, $page: PageInput) { products(filter: $filter, page: $page) { items {
        id name brand imageUrl category inStock stockQuantity sizes availableSizes price { amount } salePrice { amount } } } }`,
      variables: { filter: { category, inStock: true }, page: { offset: 0, limit } },
    },
  });
  const body = (await response.json()) as { data: { products: { items: ProductRow[] } } };
  return body.data.products.items;
}

/** A stored list entry (wishlist, compare, recently viewed) for a product row. */
export function listEntry(p: ProductRow) {
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    price: p.salePrice && p.salePrice.amount < p.price.amount ? p.salePrice.amount : p.price.amount,
    imageUrl: p.imageUrl,
    category: p.category === 'WATCHES' ? 'watches' : 'clothing',
    materials: [],
    colors: [],
    tags: [],
  };
}

/** Writes localStorage keys (full names) once, on the site's origin, before the test navigates on. */
export async function seedStorage(page: Page, entries: Record<string, unknown>): Promise<void> {
  // Once the page has settled: a signed-in customer's cart sync, still under way, could write the cart it read
  // before these entries back over them (a race that sent a test's checkout to an empty cart).
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate((all) => {
    for (const [key, value] of Object.entries(all)) localStorage.setItem(key, JSON.stringify(value));
  }, entries);
}

export async function stored<T = unknown>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : JSON.parse(raw);
  }, key);
}
