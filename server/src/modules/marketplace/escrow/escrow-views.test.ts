import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestBrowser, testBrowser } from '../../../test/account-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { signedInAdmin, signedInCustomer } from '../marketplace.test-helpers';
import { CHECKOUT_MESSAGES } from './escrow-checkout.service';
import { publicSellerName } from './escrow.mapper';
import { INSURED_DELIVERY_PENCE } from './escrow-terms';
import { DELIVERY, errorOf, MINE, sellerAndBuyer, sql, START, startAndPay } from './escrow.test-helpers';

let app: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
});
afterAll(() => app.close());

const PREVIEW = `query($listingId: ID!) { marketplaceCheckoutPreview(listingId: $listingId) { listingId title sellerName photo { thumbUrl } price { amount } insuredDelivery { amount } total { amount } refusal refusalReason } }`;
const LIST = `query($side: MarketplaceOrderSide!) { myMarketplaceOrders(side: $side) { id counterpartyName photo { thumbUrl alt } } }`;

describe('the checkout preview', () => {
  it('prices the listing on the server and says why the viewer cannot buy it: own listing, reserved by another buyer, unverified', async () => {
    const { seller, buyer, listingId } = await sellerAndBuyer(app, admin, '2,000');
    const preview = (await buyer.browser.graphql(PREVIEW, { listingId })).body.data.marketplaceCheckoutPreview;
    expect(preview).toMatchObject({ listingId, sellerName: 'Amelia H.', price: { amount: 200_000 }, insuredDelivery: { amount: INSURED_DELIVERY_PENCE }, total: { amount: 200_000 + INSURED_DELIVERY_PENCE }, refusal: null, refusalReason: null });
    expect(preview.photo.thumbUrl).toMatch(/^\/images\/marketplace\//);

    expect((await seller.browser.graphql(PREVIEW, { listingId })).body.data.marketplaceCheckoutPreview).toMatchObject({ refusal: CHECKOUT_MESSAGES.ownListing, refusalReason: 'OWN_LISTING' });

    await buyer.browser.graphql(START, { listingId, delivery: DELIVERY });
    // The buyer holding the reservation may go on; anybody else is told it is reserved.
    expect((await buyer.browser.graphql(PREVIEW, { listingId })).body.data.marketplaceCheckoutPreview.refusal).toBeNull();
    const other = await signedInCustomer(app);
    expect((await other.browser.graphql(PREVIEW, { listingId })).body.data.marketplaceCheckoutPreview).toMatchObject({ refusal: CHECKOUT_MESSAGES.reserved, refusalReason: 'RESERVED' });

    await sql(app.orm, 'update app_user set email_verified = false where email = ?', [other.email]);
    expect((await other.browser.graphql(PREVIEW, { listingId })).body.data.marketplaceCheckoutPreview.refusalReason).toBe('VERIFICATION_REQUIRED');
  });

  it('is for signed-in customers, and an unknown listing is not found', async () => {
    const { buyer } = await sellerAndBuyer(app, admin);
    expect(errorOf((await testBrowser(app).graphql(PREVIEW, { listingId: '1' })).body).code).toBe('UNAUTHENTICATED');
    expect(errorOf((await buyer.browser.graphql(PREVIEW, { listingId: '99999999' })).body)).toMatchObject({ code: 'NOT_FOUND', message: CHECKOUT_MESSAGES.notFound });
  });
});

describe('an order as each party sees it', () => {
  it('carries the listing photo and the other party: the seller’s public name for the buyer, the recipient for the seller', async () => {
    const { seller, buyer, listingId } = await sellerAndBuyer(app, admin);
    const orderId = await startAndPay(buyer.browser, listingId);
    const [bought] = (await buyer.browser.graphql(LIST, { side: 'BUYER' })).body.data.myMarketplaceOrders;
    expect(bought).toMatchObject({ id: orderId, counterpartyName: 'Amelia H.' });
    expect(bought.photo.thumbUrl).toMatch(/^\/images\/marketplace\//);
    const [sold] = (await seller.browser.graphql(LIST, { side: 'SELLER' })).body.data.myMarketplaceOrders;
    expect(sold).toMatchObject({ id: orderId, counterpartyName: DELIVERY.name });
    expect((await buyer.browser.graphql(MINE, { side: 'BUYER' })).body.data.myMarketplaceOrders).toHaveLength(1);
  });

  it('names private sellers by first name and initial, dealers by their business name', () => {
    expect(publicSellerName({ sellerType: 'private', legalName: 'Amelia Hart', businessName: null })).toBe('Amelia H.');
    expect(publicSellerName({ sellerType: 'private', legalName: 'Cher', businessName: null })).toBe('Cher');
    expect(publicSellerName({ sellerType: 'dealer', legalName: 'Amelia Hart', businessName: 'Hart Horology Ltd' })).toBe('Hart Horology Ltd');
  });
});
