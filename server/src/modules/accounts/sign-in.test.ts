import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, sql, testBrowser, uniqueEmail, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { IDLE_SESSION_MS } from './session.service';
import { SIGN_IN } from './sign-in.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const ME = 'query { me { email } }';
const loginMutation = (email: string, password: string, alias = 'login') =>
  `${alias}: login(input: { email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)} }) { user { email } }`;

describe('sessions', () => {
  it('sets an httpOnly, SameSite=Lax session cookie that ends with the browser unless Remember me is ticked', async () => {
    const { email, password } = await verifiedCustomer(app);
    const browser = testBrowser(app);
    const plain = await signIn(browser, email, password, false);
    const [session, hint] = plain.headers.getSetCookie();
    expect(session).toMatch(/^aurum_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(hint).toMatch(/^aurum_signed_in=1; Path=\/; SameSite=Lax$/);

    const remembered = await signIn(testBrowser(app), email, password, true);
    const [persistent] = remembered.headers.getSetCookie();
    expect(persistent).toMatch(/Max-Age=2592000/);
    expect(persistent).toMatch(/HttpOnly/);
    const [row] = await sql(app.orm, 'select expires_at, persistent from user_session where persistent order by created_at desc limit 1');
    const days = (new Date(row.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('stores only a keyed hash of the token', async () => {
    const { email, password } = await verifiedCustomer(app);
    const browser = testBrowser(app);
    await signIn(browser, email, password);
    const token = browser.cookies.get('aurum_session')!;
    const rows = await sql(app.orm, 'select token_hash from user_session where token_hash = ? or token_hash like ?', [token, `%${token.slice(0, 12)}%`]);
    expect(rows).toEqual([]);
  });

  it('signing out ends the session on the server, so a copied cookie stops working', async () => {
    const { email, password } = await verifiedCustomer(app);
    const browser = testBrowser(app);
    await signIn(browser, email, password);
    const copy = testBrowser(app);
    copy.cookies.set('aurum_session', browser.cookies.get('aurum_session')!);
    expect((await copy.graphql(ME)).body.data.me.email).toBe(email);

    await browser.post('/api/auth/logout', {});
    expect(browser.cookies.has('aurum_session')).toBe(false);
    expect((await copy.graphql(ME)).body.data.me).toBeNull();
  });

  it('an expired session is no session, and its stale cookie is cleared', async () => {
    const { email, password } = await verifiedCustomer(app);
    const browser = testBrowser(app);
    await signIn(browser, email, password);
    await sql(app.orm, "update user_session set expires_at = now() - interval '1 second' where user_id = (select id from app_user where email = ?)", [email]);
    expect((await browser.graphql(ME)).body.data.me).toBeNull();
    expect(browser.cookies.has('aurum_session')).toBe(false);
  });

  it('a browser session slides forward while in use and lapses after 12 idle hours', async () => {
    const { email, password } = await verifiedCustomer(app);
    const browser = testBrowser(app);
    await signIn(browser, email, password);
    await sql(app.orm, "update user_session set last_seen_at = now() - interval '1 hour', expires_at = now() + interval '11 hours' where user_id = (select id from app_user where email = ?)", [email]);
    expect((await browser.graphql(ME)).body.data.me.email).toBe(email);
    const [row] = await sql(app.orm, 'select expires_at from user_session where user_id = (select id from app_user where email = ?)', [email]);
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeGreaterThan(IDLE_SESSION_MS - 60_000);
  });

  it("a new sign-in sweeps the account's expired sessions", async () => {
    const { email, password } = await verifiedCustomer(app);
    await signIn(testBrowser(app), email, password);
    await sql(app.orm, "update user_session set expires_at = now() - interval '1 minute' where user_id = (select id from app_user where email = ?)", [email]);
    await signIn(testBrowser(app), email, password);
    const rows = await sql(app.orm, 'select expires_at from user_session where user_id = (select id from app_user where email = ?)', [email]);
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0].expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('ignores malformed and unknown cookies', async () => {
    const browser = testBrowser(app);
    browser.cookies.set('aurum_session', 'x'.repeat(43));
    expect((await browser.graphql(ME)).body.data.me).toBeNull();
    browser.cookies.set('aurum_session', "'; drop table app_user; --");
    expect((await browser.graphql(ME)).body.data.me).toBeNull();
  });
});

describe('sign-in answers', () => {
  it('unknown email and wrong password get the same answer', async () => {
    const { email } = await verifiedCustomer(app);
    const wrong = await signIn(testBrowser(app), email, 'WrongPass!1');
    const unknown = await signIn(testBrowser(app), uniqueEmail('nobody'), 'WrongPass!1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe('Invalid email or password');
  });

  it('validates the login payload with the §5 messages', async () => {
    const response = await signIn(testBrowser(app), 'not-an-email', '123');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_USER_INPUT');
    expect(response.body.error.details.fields).toEqual([
      { field: 'email', messages: ['Please enter a valid email address'] },
      { field: 'password', messages: ['Password must be at least 6 characters'] },
    ]);
  });

  it('the GraphQL mutation sets the same cookie as POST /api/auth/login', async () => {
    const { email, password } = await verifiedCustomer(app);
    const browser = testBrowser(app);
    const result = await browser.graphql(`mutation { ${loginMutation(email, password)} }`);
    expect(result.body.data.login.user.email).toBe(email);
    expect(browser.cookies.get('aurum_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await browser.fetch('/api/auth/me').then((r) => r.json())).user.email).toBe(email);
  });

  it('state-changing REST calls must be JSON (no cross-site form posts)', async () => {
    const response = await app.fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a@b.co&password=secret' });
    expect(response.status).toBe(415);
  });
});

describe('brute force', () => {
  it('allows 10 failed sign-ins per account and address in 15 minutes, then refuses even the right password', async () => {
    const { email, password } = await verifiedCustomer(app);
    const attacker = testBrowser(app);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(attacker, email, `Wrong!${attempt}xx`)).status).toBe(401);
    }
    const blocked = await signIn(attacker, email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(SIGN_IN.tooMany(15 * 60));
    expect(blocked.body.error.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');

    // The owner, elsewhere, is not locked out.
    expect((await signIn(testBrowser(app), email, password)).status).toBe(200);
  });

  it('a successful sign-in clears the failures of that account and address', async () => {
    const { email, password } = await verifiedCustomer(app);
    const browser = testBrowser(app);
    for (let attempt = 1; attempt <= 9; attempt += 1) await signIn(browser, email, 'Wrong!pass1');
    expect((await signIn(browser, email, password)).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) expect((await signIn(browser, email, 'Wrong!pass1')).status).toBe(401);
  });

  it('limits failures from one address across accounts (50 in 15 minutes)', async () => {
    const browser = testBrowser(app);
    await sql(
      app.orm,
      "insert into rate_bucket (bucket, key, level, since) values ('sign_in_ip', ?, 50, now())",
      [browser.ip],
    );
    const response = await signIn(browser, uniqueEmail(), 'Whatever1!');
    expect(response.status).toBe(429);
  });

  it('counts aliased GraphQL attempts: each alias that runs is one attempt, and a failure stops the rest', async () => {
    const { email, password } = await verifiedCustomer(app);
    const attacker = testBrowser(app);
    const aliases = Array.from({ length: 12 }, (_, i) => loginMutation(email, `Guess!${i}aa`, `try${i}`)).join('\n');
    const result = await attacker.graphql(`mutation { ${aliases} }`);
    expect(result.body.errors).toHaveLength(1);
    expect(result.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const [count] = await sql(app.orm, "select level::int as n from rate_bucket where bucket = 'sign_in_account_ip' and key = ?", [`${email}|${attacker.ip}`]);
    expect(count.n).toBe(1);

    for (let round = 0; round < 9; round += 1) await attacker.graphql(`mutation { ${aliases} }`);
    const blocked = await attacker.graphql(`mutation { ${loginMutation(email, password, 'a')} ${loginMutation(email, password, 'b')} }`);
    expect(blocked.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(blocked.body.data).toBeNull();
  });

  it('refuses batched GraphQL requests', async () => {
    const response = await testBrowser(app).fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify([{ query: 'query { me { email } }' }, { query: 'query { me { email } }' }]),
    });
    expect(response.status).toBe(400);
  });
});

describe('admin sign-in', () => {
  it("gives admins a session and tells customers 'Admin access required' without one", async () => {
    const customer = await verifiedCustomer(app);
    const admin = await verifiedCustomer(app);
    await sql(app.orm, "update app_user set role = 'admin' where email = ?", [admin.email]);
    const adminLogin = (email: string, password: string) => `mutation { adminLogin(input: { email: "${email}", password: "${password}" }) { user { email isAdmin role } } }`;

    const refused = testBrowser(app);
    const answer = await refused.graphql(adminLogin(customer.email, customer.password));
    expect(answer.body.errors[0]).toMatchObject({ message: 'Admin access required', extensions: { code: 'FORBIDDEN' } });
    expect(refused.cookies.has('aurum_session')).toBe(false);

    const allowed = testBrowser(app);
    const ok = await allowed.graphql(adminLogin(admin.email, admin.password));
    expect(ok.body.data.adminLogin.user).toEqual({ email: admin.email, isAdmin: true, role: 'admin' });
    expect(allowed.cookies.has('aurum_session')).toBe(true);
  });
});
