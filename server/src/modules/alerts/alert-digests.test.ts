import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobHandler, JobRunner } from '../../common/jobs/jobs';
import { sql as sqlOn, testBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { AccountKeys } from '../accounts/account-keys';
import { ALERT_DIGEST_JOB, AlertDigests, digestWindow, PREFERENCES_PAGE, unsubscribeOrigin } from './alert-digests';
import { UNSUBSCRIBE_MESSAGES } from './alert-unsubscribe.service';
import { drainProductChanges } from './product-alerts';
import { UnsubscribeTokens } from './unsubscribe-token';

let app: TestApp;
let digests: AlertDigests;
let tokens: UnsubscribeTokens;

beforeAll(async () => {
  app = await startTestApp();
  tokens = new UnsubscribeTokens(new AccountKeys(undefined));
  digests = new AlertDigests({ messaging: { deliveredChannels: new Set(), shopOrigin: app.origin }, tokens, shopOrigin: app.origin, production: false });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const sql = <T = any>(query: string, params: unknown[] = []) => sqlOn<T>(app.orm, query, params);
const send: JobHandler = (tx, payload) => digests.send(tx, payload);
/** What a server process's job runner does with digests (tests start none of their own). */
const runner = (handler: JobHandler = send) => new JobRunner(app.orm, { [ALERT_DIGEST_JOB]: handler });

let userCount = 0;
async function customer(preferences: Record<string, boolean> = {}): Promise<{ id: number; email: string }> {
  userCount += 1;
  const email = `digest-${userCount}-${Date.now()}@example.com`;
  const [row] = await sql<{ id: number }>(`insert into app_user (email, username, password_hash, created_at, updated_at) values (?, ?, 'x', now(), now()) returning id`, [
    email,
    email,
  ]);
  for (const [column, value] of Object.entries(preferences)) await sql(`update app_user set ${column} = ? where id = ?`, [value, row.id]);
  return { id: row.id, email };
}

let productCount = 0;
/** A seeded product of its own, at £1,000, its reset processed before anyone follows it. */
async function followedProduct(userIds: number[]): Promise<number> {
  productCount += 1;
  const [row] = await sql<{ id: number }>('select id from product where archived_at is null order by id desc offset ? limit 1', [productCount]);
  await sql('update product set price_pence = 100000, sale_price_pence = null, stock = 3 where id = ?', [row.id]);
  await drain();
  for (const userId of userIds) await sql('insert into wishlist_entry (user_id, product_id) values (?, ?)', [userId, row.id]);
  return row.id;
}

const drain = () => app.orm.em.fork().transactional(drainProductChanges);
const dropPrice = async (productId: number, pence: number) => {
  await sql('update product set price_pence = ? where id = ?', [pence, productId]);
  await drain();
};
/** The clock moves past the end of the customer's digest windows: their timers are due. */
const hourEnds = (userId: number) => sql(`update job set run_at = now() - interval '1 second' where key like ? and status = 'pending'`, [`${ALERT_DIGEST_JOB}:${userId}:%`]);
const digestsTo = (email: string) =>
  sql<{ subject: string; body: string; link: string; headers: Record<string, string> | null; status: string }>(
    `select subject, body, link, headers, status from outbox_message where recipient = ? and kind = 'alert_digest' order by id`,
    [email],
  );
const alertsOf = (userId: number) =>
  sql<{ kind: string; in_app: boolean; email_status: string | null; new_price_pence: number }>(
    'select kind, in_app, email_status, new_price_pence from notification where user_id = ? order by id',
    [userId],
  );
const digestJobs = (userId: number) => sql<{ status: string; run_at: Date }>(`select status, run_at from job where key like ? order by id`, [`${ALERT_DIGEST_JOB}:${userId}:%`]);
const tokenIn = (body: string) => decodeURIComponent(/\/alerts\/unsubscribe\?token=([^\s]+)/.exec(body)![1]);

describe('alert email digests', () => {
  it('a price drop on a wishlisted piece gives one notification and, at the end of its hour, one digest with both unsubscribe headers', async () => {
    const follower = await customer();
    const piece = await followedProduct([follower.id]);
    await dropPrice(piece, 90000);
    expect(await alertsOf(follower.id)).toEqual([{ kind: 'PRICE_DROP', in_app: true, email_status: 'pending', new_price_pence: 90000 }]);
    const [timer] = await digestJobs(follower.id);
    expect(timer.status).toBe('pending');
    expect(new Date(timer.run_at).getTime()).toBe(digestWindow(new Date()).end.getTime());
    await runner().runDue();
    expect(await digestsTo(follower.email)).toEqual([]);

    await hourEnds(follower.id);
    await runner().runDue();
    const [digest, ...others] = await digestsTo(follower.email);
    expect(others).toEqual([]);
    expect(digest.subject).toBe('Price drops on pieces you follow — Aurum');
    expect(digest.body).toContain('A piece you follow has dropped in price.');
    expect(digest.body).toMatch(/is now £900\.00 \(was £1,000\.00\)\. £1,000\.00 → £900\.00\./);
    expect(digest.body).toContain(`${app.origin}/product/${piece}`);
    expect(digest.body).toContain(`${app.origin}${PREFERENCES_PAGE}`);
    expect(digest.body).toContain(`Unsubscribe from price drop emails: ${app.origin}/alerts/unsubscribe?token=`);
    expect(digest.link).toBe(`${app.origin}/account/alerts`);
    const token = tokenIn(digest.body);
    expect(digest.headers).toEqual({
      'List-Unsubscribe': `<${app.origin}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await alertsOf(follower.id)).toMatchObject([{ email_status: 'sent' }]);
  }, 60_000);

  it('a second drop within the hour sends no second email that hour: it goes into the next digest', async () => {
    const follower = await customer();
    const piece = await followedProduct([follower.id]);
    await dropPrice(piece, 90000);
    await hourEnds(follower.id);
    await runner().runDue();
    expect(await digestsTo(follower.email)).toHaveLength(1);

    await dropPrice(piece, 80000);
    expect(await alertsOf(follower.id)).toMatchObject([{ email_status: 'sent' }, { email_status: 'pending', new_price_pence: 80000 }]);
    // Even were its timer due at once (an alert committed just as its hour's digest went), the hour since the last holds.
    await hourEnds(follower.id);
    await runner().runDue();
    expect(await digestsTo(follower.email)).toHaveLength(1);
    const [{ last }] = await sql<{ last: Date }>(`select max(emailed_at) as last from notification where user_id = ?`, [follower.id]);
    const waiting = (await digestJobs(follower.id)).filter((job) => job.status === 'pending');
    expect(waiting).toHaveLength(1);
    expect(new Date(waiting[0].run_at).getTime()).toBeGreaterThanOrEqual(new Date(last).getTime() + 60 * 60 * 1000);

    // An hour later: the next digest carries the second drop only.
    await sql(`update notification set emailed_at = emailed_at - interval '1 hour' where user_id = ? and email_status = 'sent'`, [follower.id]);
    await hourEnds(follower.id);
    await runner().runDue();
    const sent = await digestsTo(follower.email);
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toContain('£900.00 → £800.00');
    expect(sent[1].body).not.toContain('£1,000.00 → £900.00');
    expect(await alertsOf(follower.id)).toMatchObject([{ email_status: 'sent' }, { email_status: 'sent' }]);
  }, 60_000);

  it('email off: no email and no timer, the notification centre still has it; in-app off: emailed, not shown', async () => {
    const appOnly = await customer({ notify_price_drop_email: false });
    const emailOnly = await customer({ notify_price_drop_in_app: false });
    const piece = await followedProduct([appOnly.id, emailOnly.id]);
    await dropPrice(piece, 90000);
    expect(await alertsOf(appOnly.id)).toMatchObject([{ in_app: true, email_status: null }]);
    expect(await digestJobs(appOnly.id)).toEqual([]);
    expect(await alertsOf(emailOnly.id)).toMatchObject([{ in_app: false, email_status: 'pending' }]);
    await hourEnds(emailOnly.id);
    await runner().runDue();
    expect(await digestsTo(appOnly.email)).toEqual([]);
    expect(await digestsTo(emailOnly.email)).toHaveLength(1);
  }, 60_000);

  it('email turned off before the hour ends: the pending alerts are skipped, nothing is sent', async () => {
    const follower = await customer();
    const piece = await followedProduct([follower.id]);
    await dropPrice(piece, 90000);
    await sql('update app_user set notify_price_drop_email = false where id = ?', [follower.id]);
    await hourEnds(follower.id);
    await runner().runDue();
    expect(await digestsTo(follower.email)).toEqual([]);
    expect(await alertsOf(follower.id)).toMatchObject([{ in_app: true, email_status: 'skipped' }]);
  }, 60_000);

  it('a run killed after writing the email sends nothing and loses nothing; two runners after the restart send it once', async () => {
    const follower = await customer();
    const piece = await followedProduct([follower.id]);
    await dropPrice(piece, 90000);
    await hourEnds(follower.id);
    const killed = runner(async (tx, payload) => {
      await digests.send(tx, payload);
      throw new Error('killed');
    });
    await killed.runDue(1);
    expect(await digestsTo(follower.email)).toEqual([]);
    expect(await alertsOf(follower.id)).toMatchObject([{ email_status: 'pending' }]);

    await hourEnds(follower.id);
    await Promise.all([runner().runDue(), runner().runDue()]);
    expect(await digestsTo(follower.email)).toHaveLength(1);
    expect(await alertsOf(follower.id)).toMatchObject([{ email_status: 'sent' }]);
    await hourEnds(follower.id);
    await runner().runDue();
    expect(await digestsTo(follower.email)).toHaveLength(1);
  }, 60_000);
});

describe('one-click unsubscribe', () => {
  /** A mail provider's RFC 8058 POST: no cookie, no Origin, no CSRF header, a form body. */
  const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
    app.fetch(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  const emailPreferences = async (userId: number) =>
    (
      await sql<{ priceDrop: boolean; backInStock: boolean; savedSearch: boolean; priceDropInApp: boolean }>(
        `select notify_price_drop_email as "priceDrop", notify_back_in_stock_email as "backInStock", notify_saved_search_email as "savedSearch",
                notify_price_drop_in_app as "priceDropInApp" from app_user where id = ?`,
        [userId],
      )
    )[0];

  it("the digest's link, POSTed without cookies, turns that kind's emails off; again, the same answer", async () => {
    const follower = await customer();
    const piece = await followedProduct([follower.id]);
    await dropPrice(piece, 90000);
    await hourEnds(follower.id);
    await runner().runDue();
    const [digest] = await digestsTo(follower.email);
    const token = tokenIn(digest.body);

    for (let round = 0; round < 2; round++) {
      const response = await oneClick(token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, scope: 'PRICE_DROP', message: 'You have been unsubscribed from price drop emails.' });
    }
    expect(await emailPreferences(follower.id)).toEqual({ priceDrop: false, backInStock: true, savedSearch: true, priceDropInApp: true });
  }, 60_000);

  it('the page may widen a kind’s link to all alert emails, never to another account', async () => {
    const [owner, other] = [await customer(), await customer()];
    const token = await tokens.issue(app.orm.em.fork(), owner.id, 'BACK_IN_STOCK');
    const browser = testBrowser(app);
    const response = await browser.post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { scope: 'ALL' });
    expect(response.body).toEqual({ success: true, scope: 'ALL', message: 'You have been unsubscribed from all alert emails.' });
    expect(await emailPreferences(owner.id)).toEqual({ priceDrop: false, backInStock: false, savedSearch: false, priceDropInApp: true });
    expect(await emailPreferences(other.id)).toEqual({ priceDrop: true, backInStock: true, savedSearch: true, priceDropInApp: true });
    const sideways = await browser.post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { scope: 'PRICE_DROP' });
    expect(sideways.status).toBe(400);
    expect(sideways.body.error.message).toBe(UNSUBSCRIBE_MESSAGES.invalidChoice);
  });

  it('a tampered, foreign or malformed token is refused with a clear message, never a 500, and changes nothing', async () => {
    const [owner, victim] = [await customer(), await customer()];
    const token = await tokens.issue(app.orm.em.fork(), owner.id, 'ALL');
    const [, scope, issuedAt, signature] = token.split('.');
    const forged = [
      `${victim.id}.${scope}.${issuedAt}.${signature}`,
      `${owner.id}.PRICE_DROP.${issuedAt}.${signature}`,
      `${owner.id}.${scope}.${Number(issuedAt) + 1}.${signature}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'not-a-token',
      '',
      `${owner.id}.EVERYTHING.${issuedAt}.${signature}`,
    ];
    for (const attempt of forged) {
      const response = await oneClick(attempt);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: UNSUBSCRIBE_MESSAGES.invalidLink } });
    }
    const withoutToken = await app.fetch('/api/alerts/unsubscribe', { method: 'POST' });
    expect(withoutToken.status).toBe(400);
    expect(await emailPreferences(victim.id)).toEqual({ priceDrop: true, backInStock: true, savedSearch: true, priceDropInApp: true });
    expect(await emailPreferences(owner.id)).toEqual({ priceDrop: true, backInStock: true, savedSearch: true, priceDropInApp: true });
  });

  it('reading the link (GET) says what it would turn off and changes nothing', async () => {
    const owner = await customer();
    const token = await tokens.issue(app.orm.em.fork(), owner.id, 'SAVED_SEARCH');
    for (let round = 0; round < 2; round++) {
      const response = await app.fetch(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ scope: 'SAVED_SEARCH', description: 'saved search emails', alreadyOff: false });
    }
    expect(await emailPreferences(owner.id)).toEqual({ priceDrop: true, backInStock: true, savedSearch: true, priceDropInApp: true });
  });

  it('a signed-in browser from another site still cannot POST elsewhere: only this path skips the same-origin check', async () => {
    const owner = await customer();
    const token = await tokens.issue(app.orm.em.fork(), owner.id, 'PRICE_DROP');
    const cookie = { cookie: 'aurum_session=abcdefghijklmnopqrstuvwxyz012345', origin: 'https://evil.example' };
    const unsubscribe = await app.fetch(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { ...cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.status).toBe(200);
    const elsewhere = await app.fetch('/api/alerts/unsubscribe-all', { method: 'POST', headers: cookie });
    expect(elsewhere.status).toBe(403);
  });

  it('is rate-limited per network address by the one limiter', async () => {
    const browser = testBrowser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await browser.fetch('/api/alerts/unsubscribe?token=nope')).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    const refused = await browser.fetch('/api/alerts/unsubscribe?token=nope');
    expect((await refused.json()).error.message).toMatch(/^Too many unsubscribe requests from your network\. Please try again in \d+ minute\(s\)\.$/);
  });

  it('List-Unsubscribe is https in production, whatever PUBLIC_URL says; http stays only outside production', () => {
    expect(unsubscribeOrigin('http://aurum.example', true)).toBe('https://aurum.example');
    expect(unsubscribeOrigin('http://localhost:4000', false)).toBe('http://localhost:4000');
    expect(unsubscribeOrigin('https://aurum.example', false)).toBe('https://aurum.example');
  });
});
