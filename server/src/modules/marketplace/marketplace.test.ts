import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, type TestBrowser } from '../../test/account-helpers';
import { expectStaffPaging } from '../../test/staff-paging';
import { startTestApp, type TestApp } from '../../test/test-app';
import { LISTING_MESSAGES } from '@aurum/rules/marketplace/listing-rules';
import {
  apply, approvedSeller, createListing, DECIDE, form, listingFiles, LISTING, liveListing, PDF, REVIEW, send, signedInAdmin, signedInCustomer, sql,
} from './marketplace.test-helpers';
import { SELLER_MESSAGES } from '@aurum/rules/marketplace/seller-rules';

const BROWSE = `query($filter: MarketplaceFilterInput, $sort: MarketplaceSort) { marketplaceListings(filter: $filter, sort: $sort) { total items { id title price { amount } sellerName condition }
  facets { brands { value count } conditions { value count } sellerTypes { value count } boxAndPapers price { min { amount } max { amount } } } } }`;
const DETAIL = `query($id: ID!) { marketplaceListing(id: $id) { id status title conditionLabel photos { url thumbUrl alt } seller { id displayName badges liveListings }
  marketValue { low { amount } median { amount } high { amount } sales position explanation } } }`;
const MINE = `query { myMarketplaceListings { id status rejectionReason serialNumber price { amount } } }`;

let app: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
});
afterAll(() => app.close());

const errorOf = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message });

describe('seller applications', () => {
  it('are for verified customers only; visitors are asked to sign in', async () => {
    const visitor = await send(testVisitor(), 'POST', '/api/marketplace/seller-application', form({}));
    expect(visitor.status).toBe(401);
    const customer = await signedInCustomer(app);
    await sql(app.orm, 'update app_user set phone_verified = false where email = ?', [customer.email]);
    const unverified = await apply(customer.browser);
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.message).toBe(SELLER_MESSAGES.verifyFirst);
  });

  it('validate every field with the messages the form shows, and never keep the full bank account', async () => {
    const customer = await signedInCustomer(app);
    const refused = await apply(customer.browser, { sellerType: 'dealer', businessName: '', companyNumber: '123', sortCode: '12-34-5', accountNumber: '1234567', acceptTerms: 'false', postcode: 'NOPE' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields).toEqual({
      businessName: SELLER_MESSAGES.businessName,
      companyNumber: SELLER_MESSAGES.companyNumber,
      sortCode: SELLER_MESSAGES.sortCode,
      accountNumber: SELLER_MESSAGES.accountNumber,
      acceptTerms: SELLER_MESSAGES.acceptTerms,
      postcode: SELLER_MESSAGES.postcode,
    });
    const renamed = await apply(customer.browser, {}, Buffer.from('MZ this is an executable pretending to be a PDF'));
    expect(renamed.body.error.details.fields).toEqual({ document: SELLER_MESSAGES.documentType });

    const accepted = await apply(customer.browser);
    expect(accepted).toMatchObject({ status: 201, body: { status: 'submitted' } });
    const [row] = await sql(app.orm, 'select * from marketplace_seller where id = ?', [accepted.body.sellerId]);
    expect(row.account_last4).toBe('5678');
    expect(JSON.stringify(row)).not.toContain('12345678');
    expect(row.postcode).toBe('W1K 2AA');
    expect(await latestMessage(app.orm, customer.email, 'seller_application_received')).toBeDefined();
    expect((await apply(customer.browser)).body.error.message).toBe(SELLER_MESSAGES.alreadyApplied);
  });

  it('move submitted → rejected (reason shown) or approved → suspended → approved, by staff only, each recorded and emailed', async () => {
    const customer = await signedInCustomer(app);
    const { body } = await apply(customer.browser);
    expect(errorOf((await customer.browser.graphql(DECIDE, { id: body.sellerId, decision: 'APPROVE' })).body).code).toBe('FORBIDDEN');
    expect(errorOf((await admin.graphql(DECIDE, { id: body.sellerId, decision: 'REJECT', reason: '' })).body).message).toBe(SELLER_MESSAGES.reason);
    const illegal = (await admin.graphql(DECIDE, { id: body.sellerId, decision: 'SUSPEND', reason: 'Not yet approved' })).body;
    expect(errorOf(illegal)).toEqual({ code: 'BAD_USER_INPUT', message: 'A seller application that is submitted cannot be suspended.' });
    expect(illegal.errors[0].extensions).toMatchObject({ reason: 'ILLEGAL_TRANSITION', machine: 'seller', state: 'SUBMITTED', move: 'SUSPEND' });

    const isSeller = async () => (await customer.browser.graphql('query { me { isSeller } }')).body.data.me.isSeller;
    expect(await isSeller()).toBe(false);
    const rejected = await admin.graphql(DECIDE, { id: body.sellerId, decision: 'REJECT', reason: 'The identity document is unreadable.' });
    expect(rejected.body.data.decideSeller).toMatchObject({ status: 'REJECTED', decisionReason: 'The identity document is unreadable.' });
    const mine = await customer.browser.graphql('query { mySellerApplication { status decisionReason payoutAccount } }');
    expect(mine.body.data.mySellerApplication).toEqual({ status: 'REJECTED', decisionReason: 'The identity document is unreadable.', payoutAccount: '•••• 5678' });
    expect((await latestMessage(app.orm, customer.email, 'seller_rejected'))?.body).toContain('The identity document is unreadable.');

    const again = await apply(customer.browser, { legalName: 'Amelia R. Hart' });
    expect(again.status).toBe(201);
    expect(await isSeller()).toBe(false);
    expect((await admin.graphql(DECIDE, { id: again.body.sellerId, decision: 'APPROVE' })).body.data.decideSeller.status).toBe('APPROVED');
    // Only an approved seller's menu offers the seller dashboard.
    expect(await isSeller()).toBe(true);
    expect((await latestMessage(app.orm, customer.email, 'seller_approved'))?.link).toMatch(/^https?:\/\/[^/]+\/marketplace\/sell$/);
    const actions = await sql(app.orm, "select action, reason from staff_action where subject_type = 'seller' and subject_id = ? order by id", [String(body.sellerId)]);
    expect(actions.map((a: any) => a.action)).toEqual(['seller.reject', 'seller.approve']);
  });

  it('reach staff one page at a time, oldest first, with how many wait in all (no silent cap)', async () => {
    for (let count = 0; count < 3; count++) expect((await apply((await signedInCustomer(app)).browser)).status).toBe(201);
    const query = 'query($limit: Int, $offset: Int) { sellerApplications(limit: $limit, offset: $offset) { items { id status } totalCount } }';
    const ids = await expectStaffPaging(admin, query, 'sellerApplications');
    const [oldest, newest] = await Promise.all(['asc', 'desc'].map(async (order) => (await sql(app.orm, `select id from marketplace_seller where status = 'submitted' order by created_at ${order}, id ${order} limit 1`))[0].id));
    expect([ids[0], ids.at(-1)]).toEqual([String(oldest), String(newest)]);
  });

  it('show the identity document to its owner and staff only', async () => {
    const seller = await approvedSeller(app, admin);
    const path = `/api/marketplace/sellers/${seller.sellerId}/document`;
    expect((await seller.browser.fetch(path)).status).toBe(200);
    expect(Buffer.from(await (await admin.fetch(path)).arrayBuffer()).equals(PDF)).toBe(true);
    expect((await (await signedInCustomer(app)).browser.fetch(path)).status).toBe(404);
  });
});

describe('listings', () => {
  it('are for approved sellers only', async () => {
    const customer = await signedInCustomer(app);
    const refused = await createListing(customer.browser);
    expect(refused).toMatchObject({ status: 403, body: { error: { message: LISTING_MESSAGES.notSeller } } });
  });

  it('need 3–12 real photos and a proof photo, and valid fields', async () => {
    const seller = await approvedSeller(app, admin);
    const two = await createListing(seller.browser, {}, await listingFiles(2));
    expect(two.body.error.details.fields).toEqual({ photos: LISTING_MESSAGES.photos });
    const files = await listingFiles(3);
    files.photo_1 = PDF;
    expect((await createListing(seller.browser, {}, files)).body.error.details.fields).toEqual({ photos: LISTING_MESSAGES.photoType });
    const { proof: _proof, ...noProof } = await listingFiles(3);
    expect((await createListing(seller.browser, {}, noProof)).body.error.details.fields).toEqual({ proof: LISTING_MESSAGES.proof });
    const bad = await createListing(seller.browser, { year: '1899', caseSizeMm: '61', priceGbp: '99', condition: 'Mint', description: 'Too short', serialNumber: 'AB' });
    expect(bad.body.error.details.fields).toEqual({
      year: LISTING_MESSAGES.year(new Date().getUTCFullYear()),
      caseSizeMm: LISTING_MESSAGES.caseSize,
      priceGbp: LISTING_MESSAGES.price,
      condition: LISTING_MESSAGES.condition,
      description: LISTING_MESSAGES.description,
      serialNumber: LISTING_MESSAGES.serial,
    });
    expect((await createListing(seller.browser, { priceGbp: '100' })).status).toBe(201);
  });

  it('refuse a serial on the stolen register and flag one another open listing has', async () => {
    const seller = await approvedSeller(app, admin);
    const stolen = `ST${Date.now()}`;
    const reported = await admin.graphql('mutation($s: String!, $n: String!) { reportStolenSerial(serialNumber: $s, note: $n, brand: "Rolex") { serialNumber } }', { s: stolen.toLowerCase(), n: 'Reported by Thames Valley Police' });
    expect(reported.body.data.reportStolenSerial.serialNumber).toBe(stolen);
    const refused = await createListing(seller.browser, { serialNumber: `${stolen.slice(0, 4)}-${stolen.slice(4)}` });
    expect(refused.body.error).toMatchObject({ message: LISTING_MESSAGES.stolen, details: { fields: { serialNumber: LISTING_MESSAGES.stolen } } });

    const shared = LISTING().serialNumber;
    await liveListing(admin, seller, { serialNumber: shared });
    const other = await approvedSeller(app, admin);
    const second = await createListing(other.browser, { serialNumber: shared });
    const queue = await admin.graphql('query { listingReviewQueue { items { id flags } } }');
    expect(queue.body.data.listingReviewQueue.items.find((l: any) => l.id === second.body.listingId).flags).toEqual(['Another open listing has this serial']);
  });

  it('reach staff for review one page at a time, oldest submission first, with how many wait in all', async () => {
    const seller = await approvedSeller(app, admin);
    for (let count = 0; count < 3; count++) expect((await createListing(seller.browser)).status).toBe(201);
    const query = 'query($limit: Int, $offset: Int) { listingReviewQueue(limit: $limit, offset: $offset) { items { id status } totalCount } }';
    const ids = await expectStaffPaging(admin, query, 'listingReviewQueue');
    const [waiting] = await sql(app.orm, "select count(*)::int as n from marketplace_listing where status = 'pending_review'");
    expect(ids).toHaveLength(waiting.n);
  });

  it('keep the stolen register in pages, newest first, with how many serials it holds', async () => {
    const REPORT = 'mutation($s: String!) { reportStolenSerial(serialNumber: $s, note: "Reported by the owner’s insurer") { id } }';
    const added: string[] = [];
    for (let count = 0; count < 3; count++) added.push((await admin.graphql(REPORT, { s: `PAGE${Date.now()}${count}` })).body.data.reportStolenSerial.id);
    const ids = await expectStaffPaging(admin, 'query($limit: Int, $offset: Int) { stolenSerials(limit: $limit, offset: $offset) { items { id } totalCount } }', 'stolenSerials');
    expect(ids.slice(0, 3)).toEqual(added.reverse());
  });

  it('go draft → pending review → live or rejected with a reason the seller sees; nobody reviews their own', async () => {
    const seller = await approvedSeller(app, admin);
    const draft = await createListing(seller.browser, { intent: 'draft' });
    expect(draft.body.status).toBe('draft');
    expect(errorOf((await admin.graphql(REVIEW, { id: draft.body.listingId, approve: true })).body)).toEqual({ code: 'BAD_USER_INPUT', message: 'A listing that is a draft cannot be approved.' });
    const moved = await seller.browser.graphql('mutation($id: ID!) { moveMyListing(id: $id, move: SUBMIT) { status } }', { id: draft.body.listingId });
    expect(moved.body.data.moveMyListing.status).toBe('PENDING_REVIEW');
    expect(errorOf((await seller.browser.graphql(REVIEW, { id: draft.body.listingId, approve: true })).body).code).toBe('FORBIDDEN');
    const rejected = await admin.graphql(REVIEW, { id: draft.body.listingId, approve: false, reason: 'The proof photo does not show the note.' });
    expect(rejected.body.data.reviewListing).toMatchObject({ status: 'REJECTED', rejectionReason: 'The proof photo does not show the note.' });
    const mine = (await seller.browser.graphql(MINE)).body.data.myMarketplaceListings;
    expect(mine.find((l: any) => l.id === draft.body.listingId)).toMatchObject({ status: 'REJECTED', rejectionReason: 'The proof photo does not show the note.' });
    expect((await latestMessage(app.orm, seller.email, 'listing_rejected'))?.body).toContain('The proof photo does not show the note.');

    // A staff member who also sells cannot approve their own listing.
    const staffSeller = await approvedSeller(app, admin);
    await sql(app.orm, "update app_user set role = 'admin' where email = ?", [staffSeller.email]);
    const own = await createListing(staffSeller.browser);
    expect(errorOf((await staffSeller.browser.graphql(REVIEW, { id: own.body.listingId, approve: true })).body)).toEqual({ code: 'FORBIDDEN', message: LISTING_MESSAGES.ownListing });
  });

  it('keep a live listing live when only the price changes; any other change sends it back to review', async () => {
    const seller = await approvedSeller(app, admin);
    const fields = LISTING();
    const id = await liveListing(admin, seller, fields);
    const repriced = await send(seller.browser, 'PUT', `/api/marketplace/listings/${id}`, form({ ...fields, priceGbp: '10,900' }));
    expect(repriced.body.status).toBe('live');
    expect((await app.graphql(DETAIL, { id })).body.data.marketplaceListing.status).toBe('LIVE');
    const edited = await send(seller.browser, 'PUT', `/api/marketplace/listings/${id}`, form({ ...fields, priceGbp: '10,900', condition: 'Good' }));
    expect(edited.body.status).toBe('pending_review');
    expect((await app.graphql(DETAIL, { id })).body.data.marketplaceListing).toBeNull();
    const other = await signedInCustomer(app);
    expect((await send(other.browser, 'PUT', `/api/marketplace/listings/${id}`, form(fields))).status).toBe(403);
  });
});

describe('browsing', () => {
  it('shows live listings with facets, hides serials and proof photos, and drops a suspended seller’s listings', async () => {
    const seller = await approvedSeller(app, admin, { sellerType: 'dealer', businessName: 'Hart & Sons Horology', companyNumber: '01234567' });
    const brand = `Brand${Date.now().toString(36)}`;
    const id = await liveListing(admin, seller, { brand, priceGbp: '4,000' });
    await liveListing(admin, seller, { brand, priceGbp: '6,000', hasPapers: 'false', condition: 'Good' });

    const page = (await app.graphql(BROWSE, { filter: { brands: [brand], conditions: ['EXCELLENT'] } })).body.data.marketplaceListings;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id, sellerName: 'Hart & Sons Horology', price: { amount: 400000 }, condition: 'EXCELLENT' });
    // A group's counts ignore its own selection: both conditions are counted, only the matching brand.
    expect(page.facets.conditions).toEqual(expect.arrayContaining([{ value: 'EXCELLENT', count: expect.any(Number) }, { value: 'GOOD', count: expect.any(Number) }]));
    expect(page.facets.brands).toContainEqual({ value: brand, count: 1 });
    const boxed = (await app.graphql(BROWSE, { filter: { brands: [brand], boxAndPapers: true } })).body.data.marketplaceListings;
    expect(boxed.items.map((i: any) => i.id)).toEqual([id]);
    const sorted = (await app.graphql(BROWSE, { filter: { brands: [brand] }, sort: 'PRICE_DESC' })).body.data.marketplaceListings;
    expect(sorted.items.map((i: any) => i.price.amount)).toEqual([600000, 400000]);

    const detail = (await app.graphql(DETAIL, { id })).body.data.marketplaceListing;
    expect(detail).toMatchObject({ status: 'LIVE', conditionLabel: 'Excellent', seller: { displayName: 'Hart & Sons Horology', liveListings: 2 } });
    expect(detail.seller.badges).toContain('Registered company');
    expect(detail.photos).toHaveLength(3);
    expect((await app.fetch(detail.photos[0].url)).headers.get('content-type')).toBe('image/webp');
    expect(errorOf((await app.graphql('query($id: ID!) { marketplaceListing(id: $id) { serialNumber } }', { id })).body).code).toBe('GRAPHQL_VALIDATION_FAILED');
    const rest = await (await app.fetch(`/api/marketplace/listings/${id}`)).json();
    expect(JSON.stringify(rest)).not.toMatch(/serial|proof/i);
    const stranger = await signedInCustomer(app);
    expect((await stranger.browser.fetch(`/api/marketplace/listings/${id}/proof`)).status).toBe(404);
    expect((await seller.browser.fetch(`/api/marketplace/listings/${id}/proof`)).status).toBe(200);

    await admin.graphql(DECIDE, { id: seller.sellerId, decision: 'SUSPEND', reason: 'Selling counterfeit straps' });
    expect((await app.graphql(BROWSE, { filter: { brands: [brand] } })).body.data.marketplaceListings.total).toBe(0);
    expect((await app.graphql(DETAIL, { id })).body.data.marketplaceListing).toBeNull();
    expect((await app.fetch(`/api/marketplace/listings/${id}`)).status).toBe(404);
    expect((await app.graphql('query($id: ID!) { marketplaceSeller(id: $id) { about } }', { id: seller.sellerId })).body.data.marketplaceSeller).toBeNull();
  });

  it('gives the market value band of a reference with enough sales, and where the asking price sits', async () => {
    const seller = await approvedSeller(app, admin);
    const reference = `REF${Date.now().toString(36).toUpperCase()}`;
    const [ref] = await sql(app.orm, "insert into watch_reference (brand, model, reference) values ('Omega', 'Speedmaster', ?) returning id", [reference]);
    for (const [days, pounds] of [[10, 5000], [40, 5200], [80, 5400], [120, 5600], [200, 5800], [300, 6000]]) {
      await sql(app.orm, "insert into market_sale (watch_reference_id, sold_on, price_pence, source) values (?, (select coalesce(max(sold_on), current_date) from market_sale) - ?::int, ?, 'test')", [ref.id, days, pounds * 100]);
    }
    const id = await liveListing(admin, seller, { brand: 'Omega', model: 'Speedmaster', reference, priceGbp: '9,000' });
    const band = (await app.graphql(DETAIL, { id })).body.data.marketplaceListing.marketValue;
    expect(band).toMatchObject({ sales: 6, position: 'ABOVE_BAND', median: { amount: 550000 } });
    expect(band.explanation).toContain('above the median');
    const flagged = await createListing(seller.browser, { brand: 'Omega', model: 'Speedmaster', reference, priceGbp: '9,000' });
    const queue = await admin.graphql('query { listingReviewQueue { items { id flags } } }');
    expect(queue.body.data.listingReviewQueue.items.find((l: any) => l.id === flagged.body.listingId).flags).toContain('Asking price more than 40% away from the market median');
  });

  it('knows a reference of the market data whatever its spacing or case, so the listing form can fill in brand and model', async () => {
    const reference = `PF${Date.now().toString(36).toUpperCase()}`;
    await sql(app.orm, "insert into watch_reference (brand, model, reference) values ('Tudor', 'Black Bay 58', ?)", [reference]);
    const query = 'query($r: String!) { marketReference(reference: $r) { brand model reference } }';
    const spaced = `${reference.slice(0, 3).toLowerCase()} ${reference.slice(3).toLowerCase()}`;
    expect((await app.graphql(query, { r: spaced })).body.data.marketReference).toEqual({ brand: 'Tudor', model: 'Black Bay 58', reference });
    expect((await app.graphql(query, { r: 'NOT-A-REFERENCE' })).body.data.marketReference).toBeNull();
  });

  it('answers REST browse with the same page and refuses bad parameters with 400', async () => {
    const ok = await app.fetch('/api/marketplace/listings?sort=price_asc&condition=very-good,excellent&limit=5');
    expect(ok.status).toBe(200);
    expect((await ok.json()).limit).toBe(5);
    for (const query of ['sort=cheapest', 'condition=mint', 'minYear=abc', 'limit=1.5']) {
      expect((await app.fetch(`/api/marketplace/listings?${query}`)).status).toBe(400);
    }
    expect((await app.fetch('/api/marketplace/listings/not-a-number')).status).toBe(404);
    expect((await app.fetch('/images/marketplace/../../etc-large.webp')).status).toBe(404);
  });
});

function testVisitor() {
  return { fetch: (path: string, init?: RequestInit) => app.fetch(path, init) } as TestBrowser;
}

