import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { createVerifiedCustomer, PASSWORD } from './account-helpers';
import { listingFields, png, uniqueSuffix } from './marketplace-selling-helpers';

const DELIVERY = { name: 'Oliver Grant', phone: '07700 900123', address: '4 Albemarle Street', city: 'London', postalCode: 'W1S 4HB', country: 'GB' };

/** One person's own API session (its own cookies), signed in. */
export async function signedInRequest(baseURL: string, email: string, password = PASSWORD): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'apollo-require-preflight': 'true' } });
  const response = await context.post('/api/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return context;
}

export async function graphql<T = any>(context: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await context.post('/graphql', { headers: { 'apollo-require-preflight': 'true' }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

export interface EscrowParties {
  buyer: APIRequestContext;
  seller: APIRequestContext;
  staff: APIRequestContext;
  dispose(): Promise<void>;
}

export interface EscrowOrder {
  parties: EscrowParties;
  orderId: string;
  number: string;
  title: string;
}

/** An approved seller and a verified buyer, each with their own signed-in API session, and staff's. */
export async function escrowParties(baseURL: string, admin: { email: string; password: string }): Promise<EscrowParties> {
  const setup = await playwrightRequest.newContext({ baseURL });
  const sellerAccount = await createVerifiedCustomer(setup);
  const buyerAccount = await createVerifiedCustomer(setup);
  await setup.dispose();
  const [seller, buyer, staff] = await Promise.all([
    signedInRequest(baseURL, sellerAccount.email, sellerAccount.password),
    signedInRequest(baseURL, buyerAccount.email, buyerAccount.password),
    signedInRequest(baseURL, admin.email, admin.password),
  ]);
  const applied = await seller.post('/api/marketplace/seller-application', {
    headers: { 'apollo-require-preflight': 'true' },
    multipart: { sellerType: 'private', legalName: `Amelia Hart ${uniqueSuffix()}`, acceptTerms: 'true', addressLine: '12 Mount Street', city: 'London', postcode: 'W1K 2AA', sortCode: '12-34-56', accountNumber: '12345678', document: await png('passport.png') },
  });
  expect(applied.status()).toBe(201);
  await graphql(staff, 'mutation($id: ID!) { decideSeller(id: $id, decision: APPROVE) { status } }', { id: (await applied.json()).sellerId });
  return { seller, buyer, staff, dispose: async () => void (await Promise.all([seller.dispose(), buyer.dispose(), staff.dispose()])) };
}

/**
 * A delivered marketplace order, all through the API: the seller's listing
 * approved by staff, bought by the buyer with the simulated card, shipped by
 * the seller and confirmed delivered by the buyer.
 */
export async function deliveredMarketplaceOrder(parties: EscrowParties): Promise<EscrowOrder> {
  const { seller, buyer, staff } = parties;
  const created = await seller.post('/api/marketplace/listings', {
    headers: { 'apollo-require-preflight': 'true' },
    multipart: { ...listingFields(`Submariner ${uniqueSuffix()}`), hasBox: 'true', hasPapers: 'false', intent: 'submit', photo_0: await png('a.png'), photo_1: await png('b.png'), photo_2: await png('c.png'), proof: await png('proof.png') },
  });
  expect(created.status()).toBe(201);
  const listingId = (await created.json()).listingId as string;
  await graphql(staff, 'mutation($id: ID!) { reviewListing(id: $id, approve: true) { status } }', { id: listingId });
  const started = await graphql(buyer, 'mutation($listingId: ID!, $delivery: MarketplaceDeliveryInput!) { startMarketplaceCheckout(listingId: $listingId, delivery: $delivery) { order { id number title } } }', { listingId, delivery: DELIVERY });
  const order = started.startMarketplaceCheckout.order as { id: string; number: string; title: string };
  await graphql(buyer, 'mutation($id: ID!, $card: SimulatedCardInput!) { payMarketplaceOrder(id: $id, card: $card) { status } }', { id: order.id, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } });
  await graphql(seller, 'mutation($id: ID!, $input: DispatchOrderInput!) { shipMarketplaceOrder(id: $id, input: $input) { status } }', { id: order.id, input: { carrier: 'DHL_EXPRESS', trackingNumber: 'JD0146 0000 1234' } });
  const delivered = await graphql(buyer, 'mutation($id: ID!) { confirmMarketplaceDelivery(id: $id) { status } }', { id: order.id });
  expect(delivered.confirmMarketplaceDelivery.status).toBe('DELIVERED');
  return { parties, orderId: order.id, number: order.number, title: order.title };
}

/** The buyer opens a dispute with one photo (REST multipart, as the order page sends it). */
export async function disputeWithPhoto(order: EscrowOrder, reason: string) {
  const response = await order.parties.buyer.post(`/api/marketplace/orders/${order.orderId}/dispute`, { headers: { 'apollo-require-preflight': 'true' }, multipart: { reason, photo_0: await png('dial.png') } });
  expect(response.status()).toBe(200);
}

/** The buyer accepts the watch: the funds are released to the seller's balance. */
export async function acceptOrder(order: EscrowOrder) {
  const accepted = await graphql(order.parties.buyer, 'mutation($id: ID!) { acceptMarketplaceOrder(id: $id) { status } }', { id: order.orderId });
  expect(accepted.acceptMarketplaceOrder.status).toBe('RELEASED');
}
