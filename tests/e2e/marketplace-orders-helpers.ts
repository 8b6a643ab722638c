import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { createVerifiedCustomer, PASSWORD } from './account-helpers';
import { listingFields, png, uniqueSuffix } from './marketplace-selling-helpers';

const DELIVERY = { name: 'Oliver Grant', phone: '07700 900123', address: '4 Albemarle Street', city: 'London', postalCode: 'W1S 4HB', country: 'GB' };

/** One person's own API session (its own cookies), signed in. */
export async function signedInRequest(baseURL: string, email: string, password = PASSWORD): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
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
  orderId: string;
  number: string;
  title: string;
}

/**
 * A delivered marketplace order, all through the API: a seller's listing
 * approved by staff, bought by a verified buyer with the simulated card,
 * shipped by the seller and confirmed delivered by the buyer.
 */
export async function deliveredMarketplaceOrder(baseURL: string, admin: { email: string; password: string }): Promise<EscrowParties> {
  const setup = await playwrightRequest.newContext({ baseURL });
  const model = `Submariner ${uniqueSuffix()}`;
  const sellerAccount = await createVerifiedCustomer(setup);
  const buyerAccount = await createVerifiedCustomer(setup);
  await setup.dispose();

  const seller = await signedInRequest(baseURL, sellerAccount.email, sellerAccount.password);
  const applied = await seller.post('/api/marketplace/seller-application', {
    multipart: { sellerType: 'private', legalName: `Amelia Hart ${uniqueSuffix()}`, acceptTerms: 'true', addressLine: '12 Mount Street', city: 'London', postcode: 'W1K 2AA', sortCode: '12-34-56', accountNumber: '12345678', document: await png('passport.png') },
  });
  expect(applied.status()).toBe(201);
  const staff = await signedInRequest(baseURL, admin.email, admin.password);
  await graphql(staff, 'mutation($id: ID!) { decideSeller(id: $id, decision: APPROVE) { status } }', { id: (await applied.json()).sellerId });
  const created = await seller.post('/api/marketplace/listings', {
    multipart: { ...listingFields(model), hasBox: 'true', hasPapers: 'false', intent: 'submit', photo_0: await png('a.png'), photo_1: await png('b.png'), photo_2: await png('c.png'), proof: await png('proof.png') },
  });
  expect(created.status()).toBe(201);
  const listingId = (await created.json()).listingId as string;
  await graphql(staff, 'mutation($id: ID!) { reviewListing(id: $id, approve: true) { status } }', { id: listingId });
  await staff.dispose();

  const buyer = await signedInRequest(baseURL, buyerAccount.email, buyerAccount.password);
  const started = await graphql(buyer, 'mutation($listingId: ID!, $delivery: MarketplaceDeliveryInput!) { startMarketplaceCheckout(listingId: $listingId, delivery: $delivery) { order { id number title } } }', { listingId, delivery: DELIVERY });
  const order = started.startMarketplaceCheckout.order as { id: string; number: string; title: string };
  await graphql(buyer, 'mutation($id: ID!, $card: SimulatedCardInput!) { payMarketplaceOrder(id: $id, card: $card) { status } }', { id: order.id, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } });
  await graphql(seller, 'mutation($id: ID!, $input: DispatchOrderInput!) { shipMarketplaceOrder(id: $id, input: $input) { status } }', { id: order.id, input: { carrier: 'DHL_EXPRESS', trackingNumber: 'JD0146 0000 1234' } });
  const delivered = await graphql(buyer, 'mutation($id: ID!) { confirmMarketplaceDelivery(id: $id) { status } }', { id: order.id });
  expect(delivered.confirmMarketplaceDelivery.status).toBe('DELIVERED');
  return { buyer, seller, orderId: order.id, number: order.number, title: order.title };
}

/** The buyer opens a dispute with one photo (REST multipart, as the order page sends it). */
export async function disputeWithPhoto(parties: EscrowParties, reason: string) {
  const response = await parties.buyer.post(`/api/marketplace/orders/${parties.orderId}/dispute`, { multipart: { reason, photo_0: await png('dial.png') } });
  expect(response.status()).toBe(200);
}

/** The buyer accepts the watch: the funds are released to the seller's balance. */
export async function acceptOrder(parties: EscrowParties) {
  const accepted = await graphql(parties.buyer, 'mutation($id: ID!) { acceptMarketplaceOrder(id: $id) { status } }', { id: parties.orderId });
  expect(accepted.acceptMarketplaceOrder.status).toBe('RELEASED');
}
