import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFrom,
  fullRegistration,
  latestMessage,
  signIn,
  sql,
  STRONG_PASSWORD,
  testBrowser,
  tokenFrom,
} from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { REGISTRATION_SUCCESS_MESSAGE } from './registration.service';
import { SIGN_IN } from './sign-in.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const ME = 'query { me { id email username firstName lastName phone role isAdmin isVip emailVerified phoneVerified county postcode } }';

describe('account journey: register → verify email → verify phone → sign in → sign out', () => {
  it('walks the whole life cycle of §4 with the links and codes from the outbox', async () => {
    const browser = testBrowser(app);
    const payload = fullRegistration();

    const registered = await browser.post('/api/auth/register', payload);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ success: true, message: REGISTRATION_SUCCESS_MESSAGE, requiresVerification: 'email' });

    // Neither verification done: sign-in says the email needs verifying (the auth page opens the resend dialog).
    const early = await signIn(browser, payload.email, STRONG_PASSWORD);
    expect(early.status).toBe(403);
    expect(early.body.error.message).toBe(SIGN_IN.emailNotVerified);
    expect(early.body.error.message).toMatch(/email/i);
    expect(early.body.error.message).toMatch(/verif/i);

    const email = await latestMessage(app.orm, payload.email, 'email_verification');
    expect(email?.link).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}&email=/);
    const verified = await browser.fetch(`/api/auth/verify-email?token=${tokenFrom(email?.link)}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ status: 'success', email: payload.email, phone: payload.phone });

    const phoneFirst = await signIn(browser, payload.email, STRONG_PASSWORD);
    expect(phoneFirst.status).toBe(403);
    expect(phoneFirst.body.error.message).toBe('Phone number not verified');

    const sent = await browser.post('/api/auth/resend-otp', { email: payload.email });
    expect(sent.status).toBe(200);
    const sms = await latestMessage(app.orm, payload.phone, 'phone_code');
    expect(sms?.channel).toBe('sms');
    const otp = await browser.post('/api/auth/verify-otp', { email: payload.email, otp: codeFrom(sms?.body) });
    expect(otp.status).toBe(200);
    expect(otp.body.success).toBe(true);

    const login = await signIn(browser, payload.email.toUpperCase(), STRONG_PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, message: 'Login successful', user: { email: payload.email, role: 'customer', isAdmin: false } });

    const me = await browser.graphql(ME);
    expect(me.body.data.me).toMatchObject({
      email: payload.email,
      username: payload.email,
      firstName: 'Amelia',
      county: 'Greater London',
      postcode: 'W1K 2RD',
      emailVerified: true,
      phoneVerified: true,
      isAdmin: false,
      role: 'customer',
    });

    const out = await browser.graphql('mutation { logout }');
    expect(out.body.data.logout).toBe(true);
    expect((await browser.graphql(ME)).body.data.me).toBeNull();
  });

  it('stores the password only as an argon2id hash', async () => {
    const payload = fullRegistration();
    await testBrowser(app).post('/api/auth/register', payload);
    const [row] = await sql(app.orm, 'select password_hash from app_user where email = ?', [payload.email]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row.password_hash).not.toContain(STRONG_PASSWORD);
  });
});
