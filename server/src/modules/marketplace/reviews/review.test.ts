import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser, type TestBrowser } from '../../../test/account-helpers';
import { expectStaffPaging } from '../../../test/staff-paging';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { deliveredOrder, errorOf, PAY_OUT, sql } from '../escrow/escrow.test-helpers';
import { approvedSeller, signedInAdmin, signedInCustomer } from '../marketplace.test-helpers';
import { REVIEW_MESSAGES } from '@aurum/rules/marketplace/review-rules';
import { completedOrder, LOG, MODERATE, PUBLISHED, QUEUE, reviewedOrder, SELLER_CARD, STATE, WRITE } from './review.test-helpers';

let app: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
});
afterAll(() => app.close());

const chars = (count: number) => `${'Superb watch, '.repeat(80).slice(0, count - 1)}.`;
const fieldsOf = (body: { errors?: any[] }) => body.errors?.[0]?.extensions?.fields;

describe('writing a review', () => {
  it('takes 1 to 5 stars and 10 to 1,000 characters, with the messages the form shows', async () => {
    const seller = await approvedSeller(app, admin);
    const { buyer, orderId } = await completedOrder(app, admin, seller);
    const write = (rating: number, text: string) => buyer.browser.graphql(WRITE, { orderId, input: { rating, text } });

    expect(errorOf((await write(0, chars(20))).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: REVIEW_MESSAGES.rating });
    const six = await write(6, chars(20));
    expect(errorOf(six.body)).toMatchObject({ code: 'BAD_USER_INPUT', message: REVIEW_MESSAGES.rating });
    expect(fieldsOf(six.body)).toEqual([{ field: 'rating', messages: [REVIEW_MESSAGES.rating] }]);
    expect(errorOf((await write(3, chars(9))).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: REVIEW_MESSAGES.textShort });
    expect(errorOf((await write(3, `   ${chars(9)}   `)).body).message).toBe(REVIEW_MESSAGES.textShort);
    expect(errorOf((await write(3, chars(1001))).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: REVIEW_MESSAGES.textLong });
    const both = await write(0, chars(3));
    expect(errorOf(both.body).message).toBe(REVIEW_MESSAGES.correctErrors);
    expect(fieldsOf(both.body)).toEqual([{ field: 'rating', messages: [REVIEW_MESSAGES.rating] }, { field: 'text', messages: [REVIEW_MESSAGES.textShort] }]);
    expect(await sql(app.orm, 'select id from marketplace_review where order_id = ?', [orderId])).toEqual([]);

    const lowest = await write(1, chars(10));
    expect(lowest.body.data.writeSellerReview).toMatchObject({ rating: 1, text: chars(10), status: 'PENDING', hiddenReason: null });

    const other = await completedOrder(app, admin, seller);
    const highest = await other.buyer.browser.graphql(WRITE, { orderId: other.orderId, input: { rating: 5, text: chars(1000) } });
    expect(highest.body.data.writeSellerReview).toMatchObject({ rating: 5, status: 'PENDING' });
    expect(highest.body.data.writeSellerReview.text).toHaveLength(1000);
  });

  it('the database refuses what the service would: ratings outside 1–5, texts outside 10–1,000 characters, two reviews of one order', async () => {
    const seller = await approvedSeller(app, admin);
    const { orderId, reviewId } = await reviewedOrder(app, admin, seller, 4);
    const set = (assignment: string) => sql(app.orm, `update marketplace_review set ${assignment} where id = ?`, [reviewId]);
    await expect(set('rating = 6')).rejects.toThrow(/marketplace_review_rating/);
    await expect(set('rating = 0')).rejects.toThrow(/marketplace_review_rating/);
    await expect(set(`text = '${chars(9)}'`)).rejects.toThrow(/marketplace_review_text_length/);
    await expect(set(`text = repeat('x', 1001)`)).rejects.toThrow(/marketplace_review_text_length/);
    await expect(set(`status = 'hidden'`)).rejects.toThrow(/marketplace_review_hidden_reason/);
    await expect(
      sql(app.orm, `insert into marketplace_review (order_id, seller_id, buyer_id, rating, text) select order_id, seller_id, buyer_id, 3, 'Another go at it' from marketplace_review where id = ?`, [reviewId]),
    ).rejects.toThrow(/marketplace_review_order_unique/);
    expect(await sql(app.orm, 'select count(*)::int as n from marketplace_review where order_id = ?', [orderId])).toEqual([{ n: 1 }]);
  });

  it('once per order: a second review is refused with a clear message, and the state says which review was written', async () => {
    const seller = await approvedSeller(app, admin);
    const { buyer, orderId } = await reviewedOrder(app, admin, seller, 5, 'Exactly as described, fast dispatch.');
    const again = await buyer.browser.graphql(WRITE, { orderId, input: { rating: 1, text: 'Changed my mind about it.' } });
    expect(errorOf(again.body)).toEqual({ code: 'CONFLICT', message: REVIEW_MESSAGES.alreadyReviewed, reason: 'ALREADY_REVIEWED' });
    const state = (await buyer.browser.graphql(STATE, { orderId })).body.data.marketplaceOrderReview;
    expect(state).toMatchObject({ orderId, canReview: false, blockedBy: null, review: { rating: 5, text: 'Exactly as described, fast dispatch.', status: 'PENDING' } });
  });

  it('only the order’s buyer may review: the seller and other customers are forbidden, strangers must sign in', async () => {
    const seller = await approvedSeller(app, admin);
    const { orderId } = await completedOrder(app, admin, seller);
    const input = { rating: 4, text: 'Lovely watch, happy buyer.' };
    expect(errorOf((await seller.browser.graphql(WRITE, { orderId, input })).body)).toMatchObject({ code: 'FORBIDDEN', message: REVIEW_MESSAGES.notBuyer });
    const other = await signedInCustomer(app);
    expect(errorOf((await other.browser.graphql(WRITE, { orderId, input })).body)).toMatchObject({ code: 'FORBIDDEN', message: REVIEW_MESSAGES.notBuyer });
    expect(errorOf((await other.browser.graphql(STATE, { orderId })).body).code).toBe('FORBIDDEN');
    expect(errorOf((await testBrowser(app).graphql(WRITE, { orderId, input })).body).code).toBe('UNAUTHENTICATED');
    expect(errorOf((await other.browser.graphql(WRITE, { orderId: 'not-an-order', input })).body).code).toBe('NOT_FOUND');
  });

  it('is refused until the order is completed (accepted or paid out)', async () => {
    const { buyer, orderId } = await deliveredOrder(app, admin);
    const input = { rating: 4, text: 'Arrived safely, looks right.' };
    expect(errorOf((await buyer.browser.graphql(WRITE, { orderId, input })).body)).toEqual({ code: 'CONFLICT', message: REVIEW_MESSAGES.notCompleted, reason: 'ORDER_NOT_COMPLETED' });
    expect((await buyer.browser.graphql(STATE, { orderId })).body.data.marketplaceOrderReview).toMatchObject({ canReview: false, blockedBy: REVIEW_MESSAGES.notCompleted, review: null });

    const seller = await approvedSeller(app, admin);
    const completed = await completedOrder(app, admin, seller);
    expect((await completed.buyer.browser.graphql(STATE, { orderId: completed.orderId })).body.data.marketplaceOrderReview).toMatchObject({ canReview: true, blockedBy: null });
    expect((await admin.graphql(PAY_OUT, { id: completed.orderId })).body.data.payOutMarketplaceOrder.status).toBe('PAID_OUT');
    const written = await completed.buyer.browser.graphql(WRITE, { orderId: completed.orderId, input });
    expect(written.body.data.writeSellerReview.status).toBe('PENDING');
  });
});

describe('moderating reviews', () => {
  it('is for staff only: customers, the seller and the buyer are refused', async () => {
    const seller = await approvedSeller(app, admin);
    const { buyer, reviewId } = await reviewedOrder(app, admin, seller, 5);
    for (const browser of [buyer.browser, seller.browser]) {
      expect(errorOf((await browser.graphql(MODERATE, { id: reviewId, decision: 'PUBLISH' })).body).code).toBe('FORBIDDEN');
      expect(errorOf((await browser.graphql(QUEUE, {})).body).code).toBe('FORBIDDEN');
      expect(errorOf((await browser.graphql(LOG, {})).body).code).toBe('FORBIDDEN');
    }
    expect(errorOf((await testBrowser(app).graphql(MODERATE, { id: reviewId, decision: 'HIDE', reason: 'Not allowed here' })).body).code).toBe('UNAUTHENTICATED');
    expect((await sql(app.orm, 'select status from marketplace_review where id = ?', [reviewId]))[0].status).toBe('pending');
  });

  it('publishes or hides a pending review; hiding needs a reason, told to the buyer; only listed moves are allowed', async () => {
    const seller = await approvedSeller(app, admin);
    const { buyer, orderId, reviewId } = await reviewedOrder(app, admin, seller, 2, 'Slow to answer messages.');
    const queue = (await admin.graphql(QUEUE, {})).body.data.staffSellerReviews.items;
    expect(queue.find((review: { id: string }) => review.id === reviewId)).toMatchObject({ status: 'PENDING', sellerId: seller.sellerId, buyerEmail: buyer.email, rating: 2 });

    expect(errorOf((await admin.graphql(MODERATE, { id: reviewId, decision: 'HIDE' })).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: REVIEW_MESSAGES.hideReason });
    expect(errorOf((await admin.graphql(MODERATE, { id: reviewId, decision: 'HIDE', reason: '  no ' })).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: REVIEW_MESSAGES.hideReason });
    expect(errorOf((await admin.graphql(MODERATE, { id: reviewId, decision: 'PUBLISH', reason: 'ok' })).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: REVIEW_MESSAGES.reasonLength });
    expect(errorOf((await admin.graphql(MODERATE, { id: '999999', decision: 'PUBLISH' })).body)).toMatchObject({ code: 'NOT_FOUND', message: REVIEW_MESSAGES.notFound });

    const hidden = (await admin.graphql(MODERATE, { id: reviewId, decision: 'HIDE', reason: 'Mentions a private phone number.' })).body.data.moderateSellerReview;
    expect(hidden).toMatchObject({ status: 'HIDDEN', hiddenReason: 'Mentions a private phone number.' });
    expect(hidden.moderatedAt).toBeTruthy();
    expect((await buyer.browser.graphql(STATE, { orderId })).body.data.marketplaceOrderReview.review).toMatchObject({ status: 'HIDDEN', hiddenReason: 'Mentions a private phone number.' });
    const [email] = await sql(app.orm, `select subject, body from outbox_message where recipient = ? and kind = 'review_hidden'`, [buyer.email]);
    expect(email.body).toContain('Reason: Mentions a private phone number.');
    expect(errorOf((await admin.graphql(MODERATE, { id: reviewId, decision: 'HIDE', reason: 'Still not suitable.' })).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'This review is already hidden.', reason: 'ILLEGAL_TRANSITION' });

    const published = (await admin.graphql(MODERATE, { id: reviewId, decision: 'PUBLISH', reason: 'The number was the shop’s own line.' })).body.data.moderateSellerReview;
    expect(published).toMatchObject({ status: 'PUBLISHED', hiddenReason: null });
    expect(errorOf((await admin.graphql(MODERATE, { id: reviewId, decision: 'PUBLISH' })).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'This review is already published.', reason: 'ILLEGAL_TRANSITION' });
    expect((await admin.graphql(MODERATE, { id: reviewId, decision: 'HIDE', reason: 'Seller complaint upheld.' })).body.data.moderateSellerReview.status).toBe('HIDDEN');

    const other = await reviewedOrder(app, admin, seller, 5);
    expect((await admin.graphql(MODERATE, { id: other.reviewId, decision: 'PUBLISH' })).body.data.moderateSellerReview).toMatchObject({ status: 'PUBLISHED' });
    expect((await admin.graphql(QUEUE, { statuses: ['PUBLISHED'] })).body.data.staffSellerReviews.items.map((review: { id: string }) => review.id)).toContain(other.reviewId);
  });

  it('reach staff one page at a time, oldest first, with how many wait in all (no silent cap)', async () => {
    const seller = await approvedSeller(app, admin);
    const written: string[] = [];
    for (const rating of [5, 4, 3]) written.push((await reviewedOrder(app, admin, seller, rating)).reviewId);
    const query = 'query($limit: Int, $offset: Int) { staffSellerReviews(limit: $limit, offset: $offset) { items { id status } totalCount } }';
    const ids = await expectStaffPaging(admin, query, 'staffSellerReviews');
    expect(ids.slice(-3)).toEqual(written);
  });

  it('records every moderation in the staff audit record: who, what, when, why, filterable', async () => {
    const seller = await approvedSeller(app, admin);
    const first = await reviewedOrder(app, admin, seller, 5);
    const second = await reviewedOrder(app, admin, seller, 1);
    const colleague = await signedInAdmin(app);
    const before = new Date(Date.now() - 1000);
    await admin.graphql(MODERATE, { id: first.reviewId, decision: 'PUBLISH' });
    await colleague.graphql(MODERATE, { id: second.reviewId, decision: 'HIDE', reason: 'Abusive language about the seller.' });
    const after = new Date(Date.now() + 1000);

    const [record] = await sql(app.orm, `select action, subject_type, actor_email, reason from staff_action where subject_id = ? and subject_type = 'marketplace_review'`, [second.reviewId]);
    expect(record).toMatchObject({ action: 'review.hide', reason: 'Abusive language about the seller.' });

    const log = async (filter: Record<string, unknown>) => (await admin.graphql(LOG, { filter })).body.data.reviewModerationLog;
    const bySeller = await log({ sellerId: seller.sellerId });
    expect(bySeller.total).toBe(2);
    expect(bySeller.items[0]).toMatchObject({ action: 'HIDE', moderatorEmail: record.actor_email, reason: 'Abusive language about the seller.', reviewId: second.reviewId, sellerId: seller.sellerId, fromStatus: 'PENDING', toStatus: 'HIDDEN' });
    expect(bySeller.items[0].orderNumber).toMatch(/^MP-/);
    expect(new Date(bySeller.items[0].createdAt).getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(bySeller.items[1]).toMatchObject({ action: 'PUBLISH', reason: null, reviewId: first.reviewId, fromStatus: 'PENDING', toStatus: 'PUBLISHED' });
    expect(bySeller.items[1].moderatorEmail).not.toBe(record.actor_email);

    expect((await log({ sellerId: seller.sellerId, action: 'HIDE' })).items.map((item: { reviewId: string }) => item.reviewId)).toEqual([second.reviewId]);
    expect((await log({ sellerId: seller.sellerId, action: 'PUBLISH' })).items.map((item: { reviewId: string }) => item.reviewId)).toEqual([first.reviewId]);
    expect((await log({ sellerId: seller.sellerId, moderator: record.actor_email.toUpperCase() })).items.map((item: { reviewId: string }) => item.reviewId)).toEqual([second.reviewId]);
    expect((await log({ reviewId: first.reviewId })).total).toBe(1);
    expect((await log({ sellerId: seller.sellerId, from: before.toISOString(), to: after.toISOString() })).total).toBe(2);
    expect((await log({ sellerId: seller.sellerId, from: after.toISOString() })).total).toBe(0);
    expect((await log({ sellerId: seller.sellerId, to: before.toISOString() })).total).toBe(0);
    expect((await log({ sellerId: '99999999' })).total).toBe(0);
    const all = await log({});
    expect(all.items.every((item: { action: string }) => ['HIDE', 'PUBLISH'].includes(item.action))).toBe(true);
  });
});

describe('the seller’s rating', () => {
  it('is the average of published reviews only, with their count, on the seller card and the public list', async () => {
    const seller = await approvedSeller(app, admin);
    const card = async () => (await testBrowser(app).graphql(SELLER_CARD, { id: seller.sellerId })).body.data.marketplaceSeller.seller;
    expect(await card()).toMatchObject({ rating: null, reviewCount: 0 });

    const five = await reviewedOrder(app, admin, seller, 5, 'Wonderful to deal with, thank you.');
    const two = await reviewedOrder(app, admin, seller, 2, 'Took a week longer than promised.');
    const hidden = await reviewedOrder(app, admin, seller, 1);
    await reviewedOrder(app, admin, seller, 1); // stays pending
    expect(await card()).toMatchObject({ rating: null, reviewCount: 0 });

    await admin.graphql(MODERATE, { id: five.reviewId, decision: 'PUBLISH' });
    await admin.graphql(MODERATE, { id: two.reviewId, decision: 'PUBLISH' });
    await admin.graphql(MODERATE, { id: hidden.reviewId, decision: 'HIDE', reason: 'Not about this order.' });
    expect(await card()).toEqual({ id: seller.sellerId, rating: 3.5, reviewCount: 2 });

    const page = (await testBrowser(app).graphql(PUBLISHED, { sellerId: seller.sellerId })).body.data.sellerReviews;
    expect(page.total).toBe(2);
    expect(page.items.map((item: { rating: number }) => item.rating)).toEqual([2, 5]);
    expect(page.items[0]).toMatchObject({ text: 'Took a week longer than promised.' });
    expect(page.items[0].buyerName).toMatch(/^\S+( \S\.)?$/);
    const second = (await testBrowser(app).graphql(PUBLISHED, { sellerId: seller.sellerId, offset: 1, limit: 1 })).body.data.sellerReviews;
    expect(second).toMatchObject({ total: 2, offset: 1, limit: 1, items: [{ id: five.reviewId, rating: 5 }] });
    expect((await testBrowser(app).graphql(PUBLISHED, { sellerId: 'nope' })).body.data.sellerReviews).toMatchObject({ total: 0, items: [] });

    await admin.graphql(MODERATE, { id: two.reviewId, decision: 'HIDE', reason: 'Seller showed proof of dispatch date.' });
    expect(await card()).toEqual({ id: seller.sellerId, rating: 5, reviewCount: 1 });

    // A suspended seller has no public face: no page, no public reviews.
    await sql(app.orm, `update marketplace_seller set status = 'suspended' where id = ?`, [seller.sellerId]);
    expect((await testBrowser(app).graphql(PUBLISHED, { sellerId: seller.sellerId })).body.data.sellerReviews).toMatchObject({ total: 0, items: [] });
    expect((await testBrowser(app).graphql(PUBLISHED, { sellerId: seller.sellerId, offset: 1 })).body.data.sellerReviews.total).toBe(0);
  });

  it('come a page at a time, held to 1–50 reviews from offset 0 or more, whatever is asked', async () => {
    const seller = await approvedSeller(app, admin);
    const published = async (variables: Record<string, unknown>) => (await testBrowser(app).graphql(PUBLISHED, { sellerId: seller.sellerId, ...variables })).body.data.sellerReviews;
    expect(await published({})).toMatchObject({ total: 0, offset: 0, limit: 5, items: [] });
    expect(await published({ limit: 500, offset: -3 })).toMatchObject({ offset: 0, limit: 50 });
    expect(await published({ limit: 50 })).toMatchObject({ limit: 50 });
    expect(await published({ limit: 0 })).toMatchObject({ limit: 1 });
  });
});
