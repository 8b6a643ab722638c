import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The account's wishlist product ids, read through GraphQL by a signed-in request context. */
export async function accountWishlist(request: APIRequestContext): Promise<string[]> {
  const response = await request.post('/graphql', { data: { query: 'query { wishlist { product { id } } }' } });
  const body = (await response.json()) as { data: { wishlist: { product: { id: string } }[] } };
  return body.data.wishlist.map((entry) => entry.product.id);
}

/** Signs a request context in and saves a product to the account's wishlist (as on another device). */
export async function saveOnAnotherDevice(request: APIRequestContext, email: string, password: string, productId: string): Promise<void> {
  expect((await request.post('/api/auth/login', { headers: { 'apollo-require-preflight': 'true' }, data: { email, password } })).ok()).toBe(true);
  const response = await request.post('/graphql', {
    data: { query: 'mutation($id: ID!) { addToWishlist(productId: $id) { product { id } } }', variables: { id: productId } },
  });
  expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
}
