import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../../test/account-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { type CatalogueProduct, products, setStock } from '../../orders/checkout.test-helpers';
import { buy, DISPATCH, signedInAdmin, signedInCustomer } from '../../orders/staff-orders.test-helpers';
import { PRODUCT_REVIEW_MESSAGES } from '@aurum/rules/catalog/product-review-rules';
import { PRODUCT_REVIEW_LIMIT } from './product-review-rules';

const OWN = 'id rating title text status hiddenReason createdAt';
const ELIGIBILITY = `query($id: ID!) { productReviewEligibility(productId: $id) { productId canReview blockedBy review { ${OWN} } } }`;
const WRITE = `mutation($id: ID!, $input: ProductReviewInput!) { writeProductReview(productId: $id, input: $input) { ${OWN} } }`;
const MODERATE = `mutation($id: ID!, $decision: ReviewDecision!, $reason: String) { moderateProductReview(id: $id, decision: $decision, reason: $reason) { id status hiddenReason productId orderNumber buyerEmail } }`;
const QUEUE = `query($statuses: [SellerReviewStatus!]) { staffProductReviews(statuses: $statuses, limit: 100) { totalCount items { id productId status } } }`;
const PUBLISHED = `query($id: ID!, $first: Int, $after: ID) { productReviews(productId: $id, first: $first, after: $after) { hasMore endCursor items { id rating title text buyerName } } }`;
const LOG = `query($filter: ReviewLogFilterInput) { reviewModerationLog(filter: $filter) { total items { action kind reviewId productId sellerId orderNumber reason fromStatus toStatus } } }`;
const PRODUCT = `query($id: ID!) { product(id: $id) { id rating reviewCount averageRating } }`;

let app: TestApp;
let admin: TestBrowser;
let watches: CatalogueProduct[];
let next = 0;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  watches = await products(app, "category = 'watches' and stock >= 1 order by id limit 12 --");
  for (const watch of watches) await setStock(app, watch.id, 50);
});
afterAll(() => app.close());

const errorOf = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message });
const fieldsOf = (body: { errors?: any[] }) => body.errors?.[0]?.extensions?.fields;
const chars = (count: number) => `${'A superb watch, '.repeat(80).slice(0, count - 1)}.`;
const GOOD = { rating: 4, title: 'Just as described', text: 'Arrived beautifully packed, exactly as described.' };
const freshWatch = () => watches[next++];

/** A signed-in customer who bought the piece; dispatched unless told otherwise. */
async function buyer(product: CatalogueProduct, { dispatched = true } = {}) {
  const customer = await signedInCustomer(app);
  const order = await buy(customer.browser, product);
  if (dispatched) {
    const sent = await admin.graphql(DISPATCH, { number: order.number, input: { carrier: 'DPD', trackingNumber: '15501234567890' } });
    if (!sent.body.data) throw new Error(JSON.stringify(sent.body.errors));
  }
  return { ...customer, order };
}

async function written(product: CatalogueProduct, input: typeof GOOD = GOOD) {
  const customer = await buyer(product);
  const { body } = await customer.browser.graphql(WRITE, { id: String(product.id), input });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return { ...customer, reviewId: body.data.writeProductReview.id as string };
}

const productOf = async (product: CatalogueProduct) => (await app.graphql(PRODUCT, { id: String(product.id) })).body.data.product;

describe('who may review a piece', () => {
  it('only a customer whose order of it was dispatched; the others are told why', async () => {
    const watch = freshWatch();
    const id = String(watch.id);
    expect((await app.graphql(ELIGIBILITY, { id })).body.data.productReviewEligibility).toEqual({ productId: id, canReview: false, blockedBy: PRODUCT_REVIEW_MESSAGES.signIn, review: null });
    expect(errorOf((await app.graphql(WRITE, { id, input: GOOD })).body).code).toBe('UNAUTHENTICATED');

    const stranger = await signedInCustomer(app);
    expect((await stranger.browser.graphql(ELIGIBILITY, { id })).body.data.productReviewEligibility).toMatchObject({ canReview: false, blockedBy: PRODUCT_REVIEW_MESSAGES.notBought });
    expect(errorOf((await stranger.browser.graphql(WRITE, { id, input: GOOD })).body)).toEqual({ code: 'FORBIDDEN', message: PRODUCT_REVIEW_MESSAGES.notBought });

    const waiting = await buyer(watch, { dispatched: false });
    expect((await waiting.browser.graphql(ELIGIBILITY, { id })).body.data.productReviewEligibility).toMatchObject({ canReview: false, blockedBy: PRODUCT_REVIEW_MESSAGES.notDispatched });
    expect(errorOf((await waiting.browser.graphql(WRITE, { id, input: GOOD })).body)).toEqual({ code: 'CONFLICT', message: PRODUCT_REVIEW_MESSAGES.notDispatched });

    const owner = await buyer(watch);
    expect((await owner.browser.graphql(ELIGIBILITY, { id })).body.data.productReviewEligibility).toMatchObject({ canReview: true, blockedBy: null, review: null });
    const first = await owner.browser.graphql(WRITE, { id, input: { ...GOOD, title: '  Just as described  ' } });
    expect(first.body.data.writeProductReview).toMatchObject({ rating: 4, title: 'Just as described', status: 'PENDING', hiddenReason: null });
    expect(errorOf((await owner.browser.graphql(WRITE, { id, input: GOOD })).body)).toEqual({ code: 'CONFLICT', message: PRODUCT_REVIEW_MESSAGES.alreadyReviewed });
    expect((await owner.browser.graphql(ELIGIBILITY, { id })).body.data.productReviewEligibility).toMatchObject({ canReview: false, blockedBy: null, review: { status: 'PENDING' } });
    const [order] = await sql(app.orm, 'select o.number from product_review r join customer_order o on o.id = r.order_id where r.id = ?', [first.body.data.writeProductReview.id]);
    expect(order.number).toBe(owner.order.number);
  });

  it('a fully refunded order no longer entitles a review', async () => {
    const watch = freshWatch();
    const customer = await buyer(watch);
    await sql(app.orm, `update order_line set refunded_quantity = quantity where order_id = (select id from customer_order where number = ?)`, [customer.order.number]);
    await sql(app.orm, `update customer_order set status = 'refunded' where number = ?`, [customer.order.number]);
    expect(errorOf((await customer.browser.graphql(WRITE, { id: String(watch.id), input: GOOD })).body)).toEqual({ code: 'FORBIDDEN', message: PRODUCT_REVIEW_MESSAGES.notBought });
  });
});

describe('what a review holds', () => {
  it('1 to 5 whole stars, a 3–120 character title, a 10–1,000 character text, with the form’s messages', async () => {
    const watch = freshWatch();
    const customer = await buyer(watch);
    const write = (input: Partial<typeof GOOD>) => customer.browser.graphql(WRITE, { id: String(watch.id), input: { ...GOOD, ...input } });
    expect(errorOf((await write({ rating: 0 })).body)).toEqual({ code: 'BAD_USER_INPUT', message: PRODUCT_REVIEW_MESSAGES.rating });
    expect(errorOf((await write({ rating: 6 })).body).message).toBe(PRODUCT_REVIEW_MESSAGES.rating);
    expect(errorOf((await write({ title: '  ab ' })).body).message).toBe(PRODUCT_REVIEW_MESSAGES.titleShort);
    expect(errorOf((await write({ title: 'x'.repeat(121) })).body).message).toBe(PRODUCT_REVIEW_MESSAGES.titleLong);
    expect(errorOf((await write({ text: chars(9) })).body).message).toBe(PRODUCT_REVIEW_MESSAGES.textShort);
    expect(errorOf((await write({ text: chars(1001) })).body).message).toBe(PRODUCT_REVIEW_MESSAGES.textLong);
    const all = await write({ rating: 9, title: '', text: '' });
    expect(errorOf(all.body).message).toBe(PRODUCT_REVIEW_MESSAGES.correctErrors);
    expect(fieldsOf(all.body)).toEqual([
      { field: 'rating', messages: [PRODUCT_REVIEW_MESSAGES.rating] },
      { field: 'title', messages: [PRODUCT_REVIEW_MESSAGES.titleShort] },
      { field: 'text', messages: [PRODUCT_REVIEW_MESSAGES.textShort] },
    ]);
    expect(await sql(app.orm, 'select id from product_review where product_id = ?', [watch.id])).toEqual([]);
    const edges = await write({ rating: 5, title: 'x'.repeat(120), text: chars(1000) });
    expect(edges.body.data.writeProductReview).toMatchObject({ rating: 5, status: 'PENDING' });
    await expect(sql(app.orm, 'update product_review set rating = 6 where product_id = ?', [watch.id])).rejects.toThrow(/product_review_rating/);
  });

  it('submissions are rate-limited per customer through the one limiter', async () => {
    const watch = freshWatch();
    const customer = await signedInCustomer(app);
    for (let attempt = 0; attempt < PRODUCT_REVIEW_LIMIT.capacity; attempt++) {
      expect(errorOf((await customer.browser.graphql(WRITE, { id: String(watch.id), input: GOOD })).body).code).toBe('FORBIDDEN');
    }
    const refused = await customer.browser.graphql(WRITE, { id: String(watch.id), input: GOOD });
    expect(errorOf(refused.body).code).toBe('RATE_LIMITED');
    expect(errorOf(refused.body).message).toMatch(/^You have sent 5 reviews in the last hour\. Please try again in \d+ minutes?\.$/);
  });
});

describe('moderation and the rating', () => {
  it('a piece without published reviews has no average; pending reviews do not count; the deprecated rating still answers', async () => {
    const watch = freshWatch();
    expect(await productOf(watch)).toEqual({ id: String(watch.id), rating: expect.any(Number), reviewCount: 0, averageRating: null });
    await written(watch);
    expect(await productOf(watch)).toMatchObject({ reviewCount: 0, averageRating: null });
    expect((await app.graphql(PUBLISHED, { id: String(watch.id) })).body.data.productReviews).toEqual({ hasMore: false, endCursor: null, items: [] });
  });

  it('publishing counts a review and updates the average; hiding removes it; every decision is audited', async () => {
    const watch = freshWatch();
    const five = await written(watch, { ...GOOD, rating: 5 });
    const four = await written(watch, { ...GOOD, rating: 4 });
    const two = await written(watch, { ...GOOD, rating: 2 });

    const published = await admin.graphql(MODERATE, { id: five.reviewId, decision: 'PUBLISH' });
    expect(published.body.data.moderateProductReview).toMatchObject({ status: 'PUBLISHED', productId: String(watch.id), orderNumber: five.order.number, buyerEmail: five.email });
    expect(await productOf(watch)).toMatchObject({ reviewCount: 1, averageRating: 5 });
    await admin.graphql(MODERATE, { id: four.reviewId, decision: 'PUBLISH', reason: 'Checked against the order' });
    await admin.graphql(MODERATE, { id: two.reviewId, decision: 'PUBLISH' });
    expect(await productOf(watch)).toMatchObject({ reviewCount: 3, averageRating: 3.67 });

    expect(errorOf((await admin.graphql(MODERATE, { id: two.reviewId, decision: 'HIDE' })).body)).toEqual({ code: 'BAD_USER_INPUT', message: PRODUCT_REVIEW_MESSAGES.hideReason });
    const hidden = await admin.graphql(MODERATE, { id: two.reviewId, decision: 'HIDE', reason: 'Describes a different watch' });
    expect(hidden.body.data.moderateProductReview).toMatchObject({ status: 'HIDDEN', hiddenReason: 'Describes a different watch' });
    expect(await productOf(watch)).toMatchObject({ reviewCount: 2, averageRating: 4.5 });
    expect(errorOf((await admin.graphql(MODERATE, { id: two.reviewId, decision: 'HIDE', reason: 'Again, please' })).body).message).toBe('This review is already hidden.');

    const audit = await sql(app.orm, `select action, actor_email, reason, changes from staff_action where subject_type = 'product_review' and subject_id = ? order by id`, [two.reviewId]);
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ action: 'product_review.hide', reason: 'Describes a different watch', changes: { status: { from: 'published', to: 'hidden' }, productId: String(watch.id), reviewCount: 2, averageRating: 4.5 } });
    expect(audit[0].actor_email).toMatch(/@/);
    const [email] = await sql(app.orm, `select subject, body from outbox_message where recipient = ? and kind = 'product_review_hidden'`, [two.email]);
    expect(email.body).toContain('Reason: Describes a different watch');

    const page = (await app.graphql(PUBLISHED, { id: String(watch.id), first: 1 })).body.data.productReviews;
    expect(page).toMatchObject({ hasMore: true, endCursor: four.reviewId, items: [{ id: four.reviewId, rating: 4, title: GOOD.title }] });
    const rest = (await app.graphql(PUBLISHED, { id: String(watch.id), first: 50, after: page.endCursor })).body.data.productReviews;
    expect(rest).toMatchObject({ hasMore: false, endCursor: five.reviewId, items: [{ id: five.reviewId }] });
  });

  it('customers cannot moderate; the queue lists pending reviews for staff', async () => {
    const watch = freshWatch();
    const review = await written(watch);
    expect(errorOf((await review.browser.graphql(MODERATE, { id: review.reviewId, decision: 'PUBLISH' })).body).code).toBe('FORBIDDEN');
    const queue = (await admin.graphql(QUEUE, {})).body.data.staffProductReviews;
    expect(queue.items).toContainEqual({ id: review.reviewId, productId: String(watch.id), status: 'PENDING' });
  });

  it('the one review moderation log lists product reviews beside seller reviews, with their kind and piece', async () => {
    const watch = freshWatch();
    const review = await written(watch);
    const moderator = await signedInAdmin(app);
    await moderator.graphql(MODERATE, { id: review.reviewId, decision: 'HIDE', reason: 'Names a member of staff' });
    const [{ actor_email: email }] = await sql(app.orm, `select actor_email from staff_action where subject_type = 'product_review' and subject_id = ?`, [review.reviewId]);
    const log = async (filter: Record<string, unknown>) => (await moderator.graphql(LOG, { filter })).body.data.reviewModerationLog;

    const mine = await log({ moderator: email });
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ action: 'HIDE', kind: 'PRODUCT', reviewId: review.reviewId, productId: String(watch.id), sellerId: null, orderNumber: review.order.number, reason: 'Names a member of staff', fromStatus: 'PENDING', toStatus: 'HIDDEN' });
    expect((await log({ moderator: email, action: 'PUBLISH' })).total).toBe(0);
    expect((await log({ moderator: email, reviewId: review.reviewId })).total).toBe(1);
    // A seller filter keeps seller reviews only.
    expect((await log({ moderator: email, sellerId: '1' })).total).toBe(0);
  });

  it('pages are 1 to 50 reviews: BAD_USER_INPUT outside, never a 500', async () => {
    const id = String(watches[0].id);
    for (const first of [0, 51, -3]) expect(errorOf((await app.graphql(PUBLISHED, { id, first })).body).code).toBe('BAD_USER_INPUT');
    expect(errorOf((await app.graphql(PUBLISHED, { id, after: 'abc' })).body).code).toBe('BAD_USER_INPUT');
    expect((await app.graphql(PUBLISHED, { id: 'nope' })).body.data.productReviews.items).toEqual([]);
    expect(errorOf((await app.graphql(ELIGIBILITY, { id: '99999999' })).body)).toEqual({ code: 'NOT_FOUND', message: PRODUCT_REVIEW_MESSAGES.productNotFound });
  });
});
