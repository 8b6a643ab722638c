import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signInThroughApi, sql } from './account-helpers';
import { sellerWithPendingListing } from './marketplace-selling-helpers';

export interface Person {
  email: string;
  password: string;
}

export const CARD_OK = { number: '4242 4242 4242 4242', expiry: '1234', cvc: '123' };
export const DELIVERY = { name: 'Oliver Grant', phone: '07700 900123', address: '4 Albemarle Street', city: 'London', postalCode: 'W1S 4HB', country: 'GB' };

export async function graphqlAs(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { headers: { 'apollo-require-preflight': 'true' }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The page's browser signed in as this person only. */
export async function signInAs(page: Page, person: Person) {
  await page.context().clearCookies();
  await signInThroughApi(page, person.email, person.password);
}

/** An approved seller with one live listing (applied, approved, listed and approved through the API); the page ends signed out. */
export async function sellerWithLiveListing(page: Page, admin: Person, model: string) {
  const seller = await sellerWithPendingListing(page, admin.email, admin.password, model);
  const [listing] = await sql<{ id: number }>('select id from marketplace_listing where model = $1', [model]);
  await signInAs(page, admin);
  await graphqlAs(page.request, 'mutation($id: ID!) { reviewListing(id: $id, approve: true) { status } }', { id: String(listing.id) });
  await page.context().clearCookies();
  return { seller, listingId: String(listing.id) };
}

/** The marketplace's commission, as the server applies it. */
export async function commissionPercent(request: APIRequestContext): Promise<number> {
  return (await graphqlAs(request, '{ marketplaceEscrowTerms { commissionPercent } }')).marketplaceEscrowTerms.commissionPercent;
}

/** A buyer's order taken through the API: reserved, paid with the simulated card, shipped by the seller, delivery confirmed. */
export async function deliveredOrderThroughApi(page: Page, buyer: Person, seller: Person, listingId: string) {
  await signInAs(page, buyer);
  const started = await graphqlAs(page.request, 'mutation($listingId: ID!, $delivery: MarketplaceDeliveryInput!) { startMarketplaceCheckout(listingId: $listingId, delivery: $delivery) { order { id } } }', { listingId, delivery: DELIVERY });
  const orderId = started.startMarketplaceCheckout.order.id as string;
  await graphqlAs(page.request, 'mutation($id: ID!, $card: SimulatedCardInput!) { payMarketplaceOrder(id: $id, card: $card) { status } }', { id: orderId, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } });
  await signInAs(page, seller);
  await graphqlAs(page.request, 'mutation($id: ID!, $input: DispatchOrderInput!) { shipMarketplaceOrder(id: $id, input: $input) { status } }', { id: orderId, input: { carrier: 'DPD', trackingNumber: '15501234567890' } });
  await signInAs(page, buyer);
  await graphqlAs(page.request, 'mutation($id: ID!) { confirmMarketplaceDelivery(id: $id) { status } }', { id: orderId });
  return orderId;
}

/** At phone width nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}
