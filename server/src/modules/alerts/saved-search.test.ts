import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../common/jobs/jobs';
import type { TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { approvedSeller, createListing, REVIEW, signedInAdmin, signedInCustomer, sql } from '../marketplace/marketplace.test-helpers';
import { alertSavedSearches, SAVED_SEARCH_ALERTS_JOB } from './saved-search-alerts';
import { SAVED_SEARCH_CAP, SAVED_SEARCH_CHANGE_LIMIT, SAVED_SEARCH_MESSAGES } from './saved-search-rules';

const SAVE = `mutation($input: SavedSearchInput!) { saveMarketplaceSearch(input: $input) { id brands modelOrReference minPrice { amount } maxPrice { amount } conditions boxAndPapers summary } }`;
const MINE = '{ mySavedSearches { id summary } }';
const DELETE = 'mutation($id: ID!) { deleteSavedSearch(id: $id) }';
const PREFERENCES = 'mutation($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { notifications { savedSearchInApp } } }';
/** The listing the helpers create: Rolex Submariner Date 126610LN, Excellent, box and papers, £11,250. */
const PRICE = 1_125_000;

let app: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function customer() {
  const signedIn = await signedInCustomer(app);
  const [{ id }] = await sql<{ id: number }>(app.orm, 'select id from app_user where email = ?', [signedIn.email]);
  return { ...signedIn, userId: id };
}

async function save(browser: TestBrowser, input: Record<string, unknown>) {
  const { body } = await browser.graphql(SAVE, { input });
  return body;
}

const savedSearchAlerts = (userId: number) =>
  sql<{ kind: string; listing_id: number; link: string; message: string }>(app.orm, 'select kind, listing_id, link, message from notification where user_id = ? and in_app', [userId]);

describe('saving searches', () => {
  it('saves a search, lists only the owner’s, and answers another customer’s id as not found', async () => {
    const owner = await customer();
    const other = await customer();
    const saved = await save(owner.browser, { brands: ['Rolex'], modelOrReference: ' 126610 ', maxPricePence: PRICE, conditions: ['EXCELLENT'], boxAndPapers: true });
    expect(saved.data.saveMarketplaceSearch).toMatchObject({ brands: ['Rolex'], modelOrReference: '126610', minPrice: null, conditions: ['EXCELLENT'], boxAndPapers: true });
    expect(saved.data.saveMarketplaceSearch.summary).toBe('Rolex · “126610” · up to £11,250.00 · Excellent · box and papers');
    const id = saved.data.saveMarketplaceSearch.id;
    const again = await save(owner.browser, { brands: ['Rolex'], modelOrReference: '126610', maxPricePence: PRICE, conditions: ['EXCELLENT'], boxAndPapers: true });
    expect(again.errors[0]).toMatchObject({ message: SAVED_SEARCH_MESSAGES.duplicate, extensions: { code: 'CONFLICT' } });

    expect((await other.browser.graphql(MINE)).body.data.mySavedSearches).toEqual([]);
    const stolen = await other.browser.graphql(DELETE, { id });
    expect(stolen.body.errors[0]).toMatchObject({ message: SAVED_SEARCH_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } });
    expect((await owner.browser.graphql(MINE)).body.data.mySavedSearches).toEqual([{ id, summary: saved.data.saveMarketplaceSearch.summary }]);

    expect((await owner.browser.graphql(DELETE, { id })).body.data.deleteSavedSearch).toBe(id);
    expect((await owner.browser.graphql(MINE)).body.data.mySavedSearches).toEqual([]);
    expect((await owner.browser.graphql(DELETE, { id: 'not-a-number' })).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses an empty search and a reversed price range with their messages', async () => {
    const { browser } = await customer();
    expect((await save(browser, {})).errors[0]).toMatchObject({
      message: 'Choose a brand, a model or reference, a price, a condition, box and papers, a seller type, a year or a case size before saving a search.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await save(browser, { minPricePence: 2, maxPricePence: 1 })).errors[0].message).toBe(SAVED_SEARCH_MESSAGES.priceOrder);
  });

  it(`keeps at most ${SAVED_SEARCH_CAP} searches per customer; deleting one makes room`, async () => {
    const { browser, userId } = await customer();
    for (let index = 0; index < SAVED_SEARCH_CAP; index += 1) expect((await save(browser, { minPricePence: index })).data).toBeTruthy();
    const refused = await save(browser, { minPricePence: 999 });
    expect(refused.errors[0]).toMatchObject({ message: SAVED_SEARCH_MESSAGES.cap, extensions: { code: 'CONFLICT' } });
    const [{ id }] = await sql<{ id: number }>(app.orm, 'select id from saved_search where user_id = ? limit 1', [userId]);
    await browser.graphql(DELETE, { id: String(id) });
    expect((await save(browser, { minPricePence: 999 })).data.saveMarketplaceSearch).toBeTruthy();
  }, 60_000);

  it('limits saves and deletions together to 30 an hour per customer, with the limiter’s RATE_LIMITED error', async () => {
    const { browser } = await customer();
    const other = await customer();
    expect((await save(browser, { minPricePence: 1 })).data.saveMarketplaceSearch).toBeTruthy();
    // Deleting unknown ids counts: it is how another customer's ids would be probed.
    for (let index = 1; index < SAVED_SEARCH_CHANGE_LIMIT.capacity; index += 1) expect((await browser.graphql(DELETE, { id: String(900_000 + index) })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    const refused = await save(browser, { minPricePence: 2 });
    expect(refused.errors[0]).toMatchObject({
      message: 'You have saved or deleted 30 searches in the last hour. Please try again in 60 minutes.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect((await browser.graphql(DELETE, { id: '1' })).body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await save(other.browser, { minPricePence: 2 })).data.saveMarketplaceSearch).toBeTruthy();
  }, 60_000);

  it('needs a signed-in customer', async () => {
    const { body } = await app.graphql(MINE);
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('a listing approved', () => {
  it('tells each matching customer once, after the approval, through one job; a rerun tells nobody again', async () => {
    const seller = await approvedSeller(app, admin);
    const [{ id: sellerUserId }] = await sql<{ id: number }>(app.orm, 'select id from app_user where email = ?', [seller.email]);
    const matching = await customer();
    const notMatching = await customer();
    const switchedOff = await customer();
    // Two searches that both match: still one alert. The range's ends are the listing's price.
    await save(matching.browser, { brands: ['rolex'], minPricePence: PRICE, maxPricePence: PRICE, conditions: ['EXCELLENT'], boxAndPapers: true });
    await save(matching.browser, { modelOrReference: 'Submariner' });
    await save(notMatching.browser, { brands: ['Rolex'], minPricePence: PRICE + 1 });
    await save(notMatching.browser, { brands: ['Rolex'], conditions: ['NEW', 'VERY_GOOD'] });
    await save(switchedOff.browser, { brands: ['Rolex'] });
    const switched = await switchedOff.browser.graphql(PREFERENCES, { input: { orderUpdates: true, marketing: false, sms: false, savedSearchInApp: false } });
    expect(switched.body.data.updateNotificationPreferences.notifications).toEqual({ savedSearchInApp: false });
    await save(seller.browser, { brands: ['Rolex'] });

    const created = await createListing(seller.browser);
    const listingId = Number(created.body.listingId);
    const key = `${SAVED_SEARCH_ALERTS_JOB}:${listingId}`;
    expect(await sql(app.orm, 'select 1 from job where key = ?', [key])).toHaveLength(0);
    const reviewed = await admin.graphql(REVIEW, { id: String(listingId), approve: true });
    expect(reviewed.body.data.reviewListing.status).toBe('LIVE');
    expect(await sql(app.orm, 'select kind from job where key = ?', [key])).toEqual([{ kind: SAVED_SEARCH_ALERTS_JOB }]);

    // What a server process's job runner does (tests start none of their own).
    await new JobRunner(app.orm, { [SAVED_SEARCH_ALERTS_JOB]: alertSavedSearches }).runDue();
    expect(await sql(app.orm, 'select status from job where key = ?', [key])).toEqual([{ status: 'done' }]);
    expect(await savedSearchAlerts(matching.userId)).toEqual([
      {
        kind: 'SAVED_SEARCH',
        listing_id: listingId,
        link: `/marketplace/listings/${listingId}`,
        message: 'New on the marketplace for your saved search: Rolex Submariner Date 126610LN, £11,250.00.',
      },
    ]);

    await app.orm.em.fork().transactional((tx) => alertSavedSearches(tx, { listingId: String(listingId) }));
    expect(await savedSearchAlerts(matching.userId)).toHaveLength(1);
    expect(await savedSearchAlerts(notMatching.userId)).toEqual([]);
    expect(await savedSearchAlerts(switchedOff.userId)).toEqual([]);
    // Off in the app, still on by email: kept for the email digest only.
    expect(await sql(app.orm, 'select in_app, email_status from notification where user_id = ?', [switchedOff.userId])).toEqual([{ in_app: false, email_status: 'pending' }]);
    expect(await savedSearchAlerts(sellerUserId)).toEqual([]);
    const { body } = await matching.browser.graphql('{ myNotifications { unreadCount nodes { kind link } } }');
    expect(body.data.myNotifications).toEqual({ unreadCount: 1, nodes: [{ kind: 'SAVED_SEARCH', link: `/marketplace/listings/${listingId}` }] });
  }, 60_000);

  it('honours the listings page’s seller type, year and case size (the helper’s listing: a private seller’s 2021, 41 mm)', async () => {
    const seller = await approvedSeller(app, admin);
    const matching = await customer();
    const dealersOnly = await customer();
    const newer = await customer();
    const smaller = await customer();
    const saved = await save(matching.browser, { sellerTypes: ['PRIVATE'], minYear: 2021, maxYear: 2021, minCaseSizeMm: 41, maxCaseSizeMm: 41 });
    expect(saved.data.saveMarketplaceSearch.summary).toBe('private sellers · 2021 · 41 mm');
    const { body: mine } = await matching.browser.graphql('{ mySavedSearches { sellerTypes minYear maxYear minCaseSizeMm maxCaseSizeMm } }');
    expect(mine.data.mySavedSearches).toEqual([{ sellerTypes: ['PRIVATE'], minYear: 2021, maxYear: 2021, minCaseSizeMm: 41, maxCaseSizeMm: 41 }]);
    await save(dealersOnly.browser, { brands: ['Rolex'], sellerTypes: ['DEALER'] });
    await save(newer.browser, { brands: ['Rolex'], minYear: 2022 });
    await save(smaller.browser, { brands: ['Rolex'], maxCaseSizeMm: 40 });
    const refused = await save(smaller.browser, { minCaseSizeMm: 42, maxCaseSizeMm: 41 });
    expect(refused.errors[0]).toMatchObject({ message: 'The smallest case size must not be above the largest.', extensions: { code: 'BAD_USER_INPUT' } });

    const created = await createListing(seller.browser);
    const listingId = Number(created.body.listingId);
    await admin.graphql(REVIEW, { id: String(listingId), approve: true });
    await app.orm.em.fork().transactional((tx) => alertSavedSearches(tx, { listingId: String(listingId) }));
    expect(await savedSearchAlerts(matching.userId)).toHaveLength(1);
    expect(await savedSearchAlerts(dealersOnly.userId)).toEqual([]);
    expect(await savedSearchAlerts(newer.userId)).toEqual([]);
    expect(await savedSearchAlerts(smaller.userId)).toEqual([]);
  }, 60_000);

  it('a rejected listing schedules nothing', async () => {
    const seller = await approvedSeller(app, admin);
    const created = await createListing(seller.browser);
    await admin.graphql(REVIEW, { id: created.body.listingId, approve: false, reason: 'The photos do not show the caseback.' });
    expect(await sql(app.orm, 'select 1 from job where key = ?', [`${SAVED_SEARCH_ALERTS_JOB}:${created.body.listingId}`])).toHaveLength(0);
  }, 60_000);
});
