import type { TestBrowser } from '../../../test/account-helpers';
import type { TestApp } from '../../../test/test-app';
import { ACCEPT, DELIVERED, SHIP, SHIPMENT, startAndPay } from '../escrow/escrow.test-helpers';
import { liveListing, signedInCustomer } from '../marketplace.test-helpers';

export const REVIEW_FIELDS = 'id rating text status hiddenReason createdAt';
export const WRITE = `mutation($orderId: ID!, $input: SellerReviewInput!) { writeSellerReview(orderId: $orderId, input: $input) { ${REVIEW_FIELDS} } }`;
export const STATE = `query($orderId: ID!) { marketplaceOrderReview(orderId: $orderId) { orderId canReview blockedBy review { ${REVIEW_FIELDS} } } }`;
export const STAFF_FIELDS = 'id rating text status hiddenReason orderNumber sellerId sellerName buyerEmail createdAt moderatedAt';
export const QUEUE = `query($statuses: [SellerReviewStatus!]) { staffSellerReviews(statuses: $statuses) { items { ${STAFF_FIELDS} } totalCount } }`;
export const MODERATE = `mutation($id: ID!, $decision: ReviewDecision!, $reason: String) { moderateSellerReview(id: $id, decision: $decision, reason: $reason) { ${STAFF_FIELDS} } }`;
export const LOG = `query($filter: ReviewLogFilterInput, $limit: Int) { reviewModerationLog(filter: $filter, limit: $limit) { total items { id action moderatorEmail createdAt reason reviewId sellerId orderNumber fromStatus toStatus } } }`;
export const PUBLISHED = `query($sellerId: ID!, $offset: Int, $limit: Int) { sellerReviews(sellerId: $sellerId, offset: $offset, limit: $limit) { total offset limit items { id rating text buyerName publishedAt } } }`;
export const SELLER_CARD = `query($id: ID!) { marketplaceSeller(id: $id) { seller { id rating reviewCount } } }`;

/** The seller sells a new live listing to a new buyer, who receives and accepts it: a completed (released) order. */
export async function completedOrder(app: TestApp, admin: TestBrowser, seller: { browser: TestBrowser; sellerId: string }) {
  const listingId = await liveListing(admin, seller, { priceGbp: '4,800' });
  const buyer = await signedInCustomer(app);
  const orderId = await startAndPay(buyer.browser, listingId);
  await seller.browser.graphql(SHIP, { id: orderId, input: SHIPMENT });
  await buyer.browser.graphql(DELIVERED, { id: orderId });
  const accepted = await buyer.browser.graphql(ACCEPT, { id: orderId });
  if (accepted.body.data?.acceptMarketplaceOrder.status !== 'RELEASED') throw new Error(JSON.stringify(accepted.body));
  return { buyer, orderId };
}

/** A completed order with a review written by its buyer; returns the review id. */
export async function reviewedOrder(app: TestApp, admin: TestBrowser, seller: { browser: TestBrowser; sellerId: string }, rating: number, text = 'A careful seller, well packed.') {
  const order = await completedOrder(app, admin, seller);
  const written = await order.buyer.browser.graphql(WRITE, { orderId: order.orderId, input: { rating, text } });
  if (!written.body.data) throw new Error(JSON.stringify(written.body.errors));
  return { ...order, reviewId: written.body.data.writeSellerReview.id as string };
}
