import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullRegistration, latestMessage, messageCount, sql, testBrowser, uniqueEmail } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { NEUTRAL_ANSWER_MS } from './account-input';
import { REGISTRATION_SUCCESS_MESSAGE } from './registration.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { success message requiresVerification } }`;

describe('registration', () => {
  it('the full form stores names, phone and address, with username = email and a customer role', async () => {
    const payload = fullRegistration({ email: `  ${uniqueEmail().toUpperCase()}  `, zipCode: 'w1k 2rd' });
    const response = await testBrowser(app).post('/api/auth/register', payload);
    expect(response.status).toBe(201);
    const email = payload.email.trim().toLowerCase();
    const [user] = await sql(app.orm, 'select * from app_user where email = ?', [email]);
    expect(user).toMatchObject({
      username: email,
      first_name: 'Amelia',
      last_name: 'Hart',
      county: 'Greater London',
      postcode: 'W1K 2RD',
      role: 'customer',
      is_vip: false,
      email_verified: false,
      phone_verified: false,
    });
  });

  it('the short form needs only username, email and password (6+)', async () => {
    const email = uniqueEmail('short');
    const result = await testBrowser(app).graphql(REGISTER, { input: { username: 'amelia', email, password: 'secret' } });
    expect(result.body.data.register).toEqual({ success: true, message: REGISTRATION_SUCCESS_MESSAGE, requiresVerification: 'email' });
    const [user] = await sql(app.orm, 'select username, phone from app_user where email = ?', [email]);
    expect(user).toEqual({ username: 'amelia', phone: null });
  });

  it('checks every field on the server with the §5 messages', async () => {
    const full = await testBrowser(app).post('/api/auth/register', fullRegistration({ firstName: 'A', phone: '0123', password: 'weakpass1' }));
    expect(full.status).toBe(400);
    expect(full.body.error.details.fields).toEqual([
      { field: 'firstName', messages: ['First name must be at least 2 characters'] },
      { field: 'phone', messages: ['Please enter a valid phone number with country code (e.g., +12015550123)'] },
      { field: 'password', messages: ['Password must contain at least one uppercase letter'] },
    ]);
    const short = await testBrowser(app).graphql(REGISTER, { input: { username: 'am', email: 'nope', password: '123' } });
    expect(short.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'username', messages: ['Username must be at least 3 characters'] },
        { field: 'email', messages: ['Please enter a valid email address'] },
        { field: 'password', messages: ['Password must be at least 6 characters'] },
      ],
    });
  });

  it('answers a taken email (in any case) exactly like a new one, and tells the owner by email instead', async () => {
    const payload = fullRegistration();
    const first = await testBrowser(app).post('/api/auth/register', payload);
    const again = await testBrowser(app).post('/api/auth/register', { ...payload, email: payload.email.toUpperCase(), firstName: 'Mallory' });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    const [{ n }] = await sql(app.orm, 'select count(*)::int as n from app_user where email = ?', [payload.email]);
    expect(n).toBe(1);
    const [user] = await sql(app.orm, 'select first_name from app_user where email = ?', [payload.email]);
    expect(user.first_name).toBe('Amelia');
    expect((await latestMessage(app.orm, payload.email))?.kind).toBe('account_exists');
  });

  it('takes at least the same minimum time for new and taken emails', async () => {
    const payload = fullRegistration();
    await testBrowser(app).post('/api/auth/register', payload);
    for (const email of [payload.email, uniqueEmail()]) {
      const started = Date.now();
      await testBrowser(app).post('/api/auth/register', { ...payload, email, phone: payload.phone });
      expect(Date.now() - started).toBeGreaterThanOrEqual(NEUTRAL_ANSWER_MS - 5);
    }
  });

  it('sends one verification email, valid 48 hours', async () => {
    const payload = fullRegistration();
    await testBrowser(app).post('/api/auth/register', payload);
    expect(await messageCount(app.orm, payload.email, 'email_verification')).toBe(1);
    const [token] = await sql(app.orm, "select extract(epoch from t.expires_at - t.created_at)::int as seconds from account_token t where t.email = ? and t.purpose = 'email_verification'", [payload.email]);
    expect(token.seconds).toBe(48 * 3600);
  });

  it('limits registrations per network address', async () => {
    const browser = testBrowser(app);
    await sql(app.orm, "insert into rate_bucket (bucket, key, level, since) values ('registrations_ip', ?, 20, now())", [browser.ip]);
    const response = await browser.post('/api/auth/register', fullRegistration());
    expect(response.status).toBe(429);
    expect(response.body.error.message).toMatch(/^Too many registrations from this network\. Please try again in \d+ minutes\.$/);
  });

  it('does not count the machine itself per address (local tools and test runs)', async () => {
    await sql(app.orm, "insert into rate_bucket (bucket, key, level, since) values ('registrations_ip', '127.0.0.1', 25, now())");
    const response = await app.fetch('/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fullRegistration()) });
    expect(response.status).toBe(201);
  });
});
