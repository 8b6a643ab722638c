import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createVerifiedCustomer, signInThroughApi } from './account-helpers';
import { APPLICATION, listingFields, PDF, png, uniqueSuffix } from './marketplace-selling-helpers';

const DELIVERY = { name: 'Oliver Grant', phone: '07700 900123', address: '4 Albemarle Street', city: 'London', postalCode: 'W1S 4HB', country: 'GB' };
const CARD_OK = { number: '4242424242424242', expiry: '12/34', cvc: '123' };

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { headers: { 'apollo-require-preflight': 'true' }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function as(page: Page, person: { email: string; password: string }) {
  await page.context().clearCookies();
  await signInThroughApi(page, person.email, person.password);
}

export interface ReviewedSeller {
  sellerId: string;
  legalName: string;
  /** A live listing of the seller, still for sale. */
  liveListingId: string;
  reviews: { orderId: string; orderNumber: string; rating: number; text: string }[];
  buyer: { email: string; password: string };
}

/**
 * Through the API, as the people would: an approved seller with three live
 * listings; a buyer buys two, the seller ships, the buyer confirms delivery,
 * accepts (the orders complete) and reviews the seller once per order. The
 * order page is built elsewhere, so the reviews are written through GraphQL.
 * The page ends signed out.
 */
export async function sellerWithTwoReviews(page: Page, admin: { email: string; password: string }, reviews: { rating: number; text: string }[]): Promise<ReviewedSeller> {
  const seller = await createVerifiedCustomer(page.request);
  const buyer = await createVerifiedCustomer(page.request, { firstName: 'Oliver', lastName: 'Grant' });
  const legalName = `Amelia Hart ${uniqueSuffix()}`;

  await as(page, seller);
  const applied = await page.request.post('/api/marketplace/seller-application', {
    headers: { 'apollo-require-preflight': 'true' },
    multipart: { sellerType: 'private', legalName, acceptTerms: 'true', ...APPLICATION, document: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(applied.status()).toBe(201);
  const { sellerId } = await applied.json();
  await as(page, admin);
  await graphql(page.request, 'mutation($id: ID!) { decideSeller(id: $id, decision: APPROVE) { status } }', { id: sellerId });

  await as(page, seller);
  const listingIds: string[] = [];
  for (const model of ['Submariner', 'Submariner Date', 'Submariner No Date']) {
    const created = await page.request.post('/api/marketplace/listings', {
      headers: { 'apollo-require-preflight': 'true' },
      multipart: { ...listingFields(`${model} ${uniqueSuffix()}`), hasBox: 'true', hasPapers: 'true', intent: 'submit', photo_0: await png('a.png'), photo_1: await png('b.png'), photo_2: await png('c.png'), proof: await png('proof.png') },
    });
    expect(created.status()).toBe(201);
    listingIds.push((await created.json()).listingId);
  }
  await as(page, admin);
  for (const id of listingIds) await graphql(page.request, 'mutation($id: ID!) { reviewListing(id: $id, approve: true) { status } }', { id });

  await as(page, buyer);
  const orders: { id: string; number: string }[] = [];
  for (const listingId of listingIds.slice(0, reviews.length)) {
    const started = await graphql(page.request, 'mutation($listingId: ID!, $delivery: MarketplaceDeliveryInput!) { startMarketplaceCheckout(listingId: $listingId, delivery: $delivery) { order { id number } } }', { listingId, delivery: DELIVERY });
    const order = started.startMarketplaceCheckout.order;
    await graphql(page.request, 'mutation($id: ID!, $card: SimulatedCardInput!) { payMarketplaceOrder(id: $id, card: $card) { status } }', { id: order.id, card: CARD_OK });
    orders.push(order);
  }
  await as(page, seller);
  for (const order of orders) {
    await graphql(page.request, 'mutation($id: ID!, $input: DispatchOrderInput!) { shipMarketplaceOrder(id: $id, input: $input) { status } }', { id: order.id, input: { carrier: 'DHL_EXPRESS', trackingNumber: 'JD0146 0000 1234' } });
  }
  await as(page, buyer);
  for (const [index, order] of orders.entries()) {
    await graphql(page.request, 'mutation($id: ID!) { confirmMarketplaceDelivery(id: $id) { status } }', { id: order.id });
    const accepted = await graphql(page.request, 'mutation($id: ID!) { acceptMarketplaceOrder(id: $id) { status } }', { id: order.id });
    expect(accepted.acceptMarketplaceOrder.status).toBe('RELEASED');
    const written = await graphql(page.request, 'mutation($orderId: ID!, $input: SellerReviewInput!) { writeSellerReview(orderId: $orderId, input: $input) { status } }', { orderId: order.id, input: reviews[index] });
    expect(written.writeSellerReview.status).toBe('PENDING');
  }
  await page.context().clearCookies();
  return { sellerId, legalName, buyer, liveListingId: listingIds[2], reviews: orders.map((order, index) => ({ orderId: order.id, orderNumber: order.number, ...reviews[index] })) };
}
