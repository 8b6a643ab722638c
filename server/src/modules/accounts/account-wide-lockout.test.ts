import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCount, latestMessage, signIn, sql, testBrowser, verifiedCustomer, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { SIGN_IN } from './sign-in.service';

/**
 * Issue 31: one account guessed from many addresses. Past 20 failures an hour from browsers that have not signed in
 * to the account before, those are refused with the lockout message wherever they are, while a browser that has
 * (OWASP's device cookie) keeps its own tries; the owner is emailed once.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const LOCKOUT = /^Too many sign-in attempts\. Please try again in (\d+) minutes\.$/;
const loginMutation = (email: string, password: string, field = 'login') =>
  `mutation { ${field}(input: { email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)} }) { user { email } } }`;

async function fail(browser: TestBrowser, email: string, times: number, expected = 401) {
  for (let attempt = 1; attempt <= times; attempt += 1) {
    expect((await signIn(browser, email, `Wrong!${attempt}xx`)).status).toBe(expected);
  }
}

function expectLockout(response: { status: number; body: any }) {
  expect(response.status).toBe(429);
  const minutes = Number(LOCKOUT.exec(response.body.error.message)?.[1]);
  expect(minutes).toBeGreaterThanOrEqual(59);
  expect(minutes).toBeLessThanOrEqual(60);
  expect(response.body.error.message).toBe(SIGN_IN.tooMany(minutes * 60));
}

const deviceCookies = (browser: TestBrowser) => [...browser.cookies.keys()].filter((name) => name.startsWith('aurum_device_'));

describe('the per-account limit across addresses (device cookies)', () => {
  it('a sign-in gives the browser a signed, httpOnly, long-lived device cookie for that account', async () => {
    const { email, password } = await verifiedCustomer(app);
    const browser = testBrowser(app);
    const answer = await signIn(browser, email, password);
    const device = answer.headers.getSetCookie().find((line) => line.startsWith('aurum_device_'));
    expect(device).toMatch(/^aurum_device_[0-9a-f]{16}=[A-Za-z0-9_-]{22}\.[0-9a-f]{64}; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(device).not.toContain(encodeURIComponent(email));
    // Signing out ends the session, not the browser's standing with the account.
    await browser.post('/api/auth/logout', {});
    expect(deviceCookies(browser)).toHaveLength(1);
  });

  it('10 addresses × wrong passwords lock the account for new browsers; a recognised browser still signs in; the owner is emailed once', async () => {
    const { email, password } = await verifiedCustomer(app);
    const laptop = testBrowser(app);
    const phone = testBrowser(app);
    expect((await signIn(laptop, email, password)).status).toBe(200);
    expect((await signIn(phone, email, password)).status).toBe(200);

    const attackers = Array.from({ length: 10 }, () => testBrowser(app));
    for (const attacker of attackers) await fail(attacker, email, 2);
    // 20 guesses evaluated, from addresses none of which reached its own limit: the account's limit is reached.
    expect(await messageCount(app.orm, email, 'account_locked')).toBe(1);
    const notice = await latestMessage(app.orm, email, 'account_locked');
    expect(notice?.body).toContain('There were 20 failed attempts to sign in to your Aurum account from browsers that have not signed in to it before.');
    expect(notice?.body).toContain(notice!.link!);

    // Every further try from a browser that has not signed in before is refused, the right password too, wherever it comes from.
    for (const attacker of attackers) expectLockout(await signIn(attacker, email, 'Wrong!againxx'));
    expectLockout(await signIn(testBrowser(app), email, password));
    for (const field of ['login', 'adminLogin']) {
      const graphql = await testBrowser(app).graphql(loginMutation(email, password, field));
      expect(graphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(graphql.body.errors[0].message).toMatch(LOCKOUT);
    }

    // A browser that signed in before keeps its own tries: the right password works, by REST and GraphQL.
    await laptop.post('/api/auth/logout', {});
    expect((await signIn(laptop, email, password)).status).toBe(200);
    expect((await laptop.graphql(loginMutation(email, password))).body.data.login.user.email).toBe(email);

    // Its own counter: ten wrong passwords lock that browser only, and the other recognised browser still signs in.
    await fail(laptop, email, 10);
    expect((await signIn(laptop, email, password)).status).toBe(429);
    expect((await signIn(phone, email, password)).status).toBe(200);
    expect(await messageCount(app.orm, email, 'account_locked')).toBe(1);
  });

  it('a device cookie counts only for its own account and only with a valid signature', async () => {
    const victim = await verifiedCustomer(app);
    const other = await verifiedCustomer(app);
    const attacker = testBrowser(app);
    // The attacker's own account: a genuine device cookie, but for another account.
    expect((await signIn(attacker, other.email, other.password)).status).toBe(200);
    const owner = testBrowser(app);
    expect((await signIn(owner, victim.email, victim.password)).status).toBe(200);
    for (let i = 0; i < 10; i += 1) await fail(testBrowser(app), victim.email, 2);

    expectLockout(await signIn(attacker, victim.email, victim.password));
    // The victim's cookie name with a forged signature, or the other account's value under the victim's name.
    const [victimName] = deviceCookies(owner);
    const [device] = owner.cookies.get(victimName)!.split('.');
    const forged = testBrowser(app);
    forged.cookies.set(victimName, `${device}.${'0'.repeat(64)}`);
    expectLockout(await signIn(forged, victim.email, victim.password));
    const swapped = testBrowser(app);
    swapped.cookies.set(victimName, attacker.cookies.get(deviceCookies(attacker)[0])!);
    expectLockout(await signIn(swapped, victim.email, victim.password));

    expect((await signIn(owner, victim.email, victim.password)).status).toBe(200);
  });

  it('the right password from a new browser works again once the hour has passed', async () => {
    const { email, password } = await verifiedCustomer(app);
    for (let i = 0; i < 10; i += 1) await fail(testBrowser(app), email, 2);
    expectLockout(await signIn(testBrowser(app), email, password));
    await sql(app.orm, `update rate_bucket set since = since - interval '61 minutes' where bucket = 'sign_in_account' and key = ?`, [email]);
    expect((await signIn(testBrowser(app), email, password)).status).toBe(200);
  });

  it('counts failures only: the owner signing in from new browsers does not use up the account\'s tries', async () => {
    const { email, password } = await verifiedCustomer(app);
    for (let i = 0; i < 25; i += 1) expect((await signIn(testBrowser(app), email, password)).status).toBe(200);
    await fail(testBrowser(app), email, 5);
    expect((await signIn(testBrowser(app), email, password)).status).toBe(200);
  });
});

describe('TRUST_PROXY: whose X-Forwarded-For is believed', () => {
  it('by default nobody\'s: every browser here is this machine\'s address, whatever it forwards', async () => {
    const direct = await startTestApp({ TRUST_PROXY: 'none' });
    try {
      const { email, password } = await verifiedCustomer(direct);
      await fail(testBrowser(direct, '10.9.0.1'), email, 10);
      // Another forwarded address is the same socket address: locked as well.
      expect((await signIn(testBrowser(direct, '10.9.0.2'), email, password)).status).toBe(429);
      expect((await latestMessage(direct.orm, email, 'account_locked'))?.body).toMatch(/network address (::ffff:)?127\.0\.0\.1\./);
    } finally {
      await direct.close();
    }
  });

  it('from a named proxy, the forwarded address counts', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const { email, password } = await verifiedCustomer(proxied);
      await fail(testBrowser(proxied, '10.9.0.1'), email, 10);
      expect((await signIn(testBrowser(proxied, '10.9.0.2'), email, password)).status).toBe(200);
      expect((await latestMessage(proxied.orm, email, 'account_locked'))?.body).toContain('network address 10.9.0.1.');
    } finally {
      await proxied.close();
    }
  });
});
