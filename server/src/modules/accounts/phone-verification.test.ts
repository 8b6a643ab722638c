import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, fullRegistration, latestMessage, messageCount, signIn, sql, testBrowser, tokenFrom, uniqueEmail, uniquePhone, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { PHONE_VERIFICATION } from './phone-verification.service';
import { SIGN_IN } from './sign-in.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function withCode() {
  const payload = fullRegistration();
  const browser = testBrowser(app);
  await browser.post('/api/auth/register', payload);
  const sent = await browser.post('/api/auth/resend-otp', { email: payload.email });
  expect(sent.body).toEqual({ success: true, message: PHONE_VERIFICATION.sent });
  const sms = await latestMessage(app.orm, payload.phone, 'phone_code');
  return { email: payload.email, phone: payload.phone, code: codeFrom(sms?.body), browser };
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const phoneVerified = async (email: string) => (await sql(app.orm, 'select phone_verified from app_user where email = ?', [email]))[0].phone_verified;

describe('phone codes', () => {
  it('are 6 digits, sent by SMS to the account phone, valid 10 minutes', async () => {
    const { phone, code } = await withCode();
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await sql(app.orm, 'select extract(epoch from expires_at - created_at)::int as seconds, code_hash from phone_code where phone = ?', [phone]);
    expect(row.seconds).toBe(600);
    expect(row.code_hash).not.toContain(code);
  });

  it('verify once: the same code again is invalid', async () => {
    const { email, code, browser } = await withCode();
    expect((await browser.post('/api/auth/verify-otp', { email, otp: code })).body).toEqual({ success: true, message: PHONE_VERIFICATION.verified });
    expect(await phoneVerified(email)).toBe(true);
    const again = await browser.post('/api/auth/verify-otp', { email, otp: code });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Invalid verification code');
  });

  it('expire after 10 minutes', async () => {
    const { email, phone, code, browser } = await withCode();
    await sql(app.orm, "update phone_code set expires_at = now() - interval '1 second' where phone = ?", [phone]);
    expect((await browser.post('/api/auth/verify-otp', { email, otp: code })).body.error.message).toBe('Invalid verification code');
    expect(await phoneVerified(email)).toBe(false);
  });

  it('allow 5 tries per code: after 5 wrong ones even the right code fails', async () => {
    const { email, code, browser } = await withCode();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await browser.post('/api/auth/verify-otp', { email, otp: wrongCode(code) })).body.error.message).toBe('Invalid verification code');
    }
    expect((await browser.post('/api/auth/verify-otp', { email, otp: code })).status).toBe(400);
    expect(await phoneVerified(email)).toBe(false);
  });

  it('aliased GraphQL guesses stop at the first wrong one and each counts against the code', async () => {
    const { email, phone, code } = await withCode();
    const guesses = Array.from({ length: 15 }, (_, i) => `g${i}: verifyPhone(email: "${email}", code: "${String(i).padStart(6, '0')}") { success }`).join('\n');
    const attacker = testBrowser(app);
    const result = await attacker.graphql(`mutation { ${guesses} }`);
    expect(result.body.errors).toHaveLength(1);
    const [row] = await sql(app.orm, 'select attempts from phone_code where phone = ? and used_at is null', [phone]);
    expect(row.attempts).toBe(code === '000000' ? 0 : 1);
  });

  it('a new code replaces the old one; sends wait 60 seconds per address', async () => {
    const { email, code, browser } = await withCode();
    const tooSoon = await browser.post('/api/auth/resend-otp', { email });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.message).toMatch(/^Please wait (60|59) seconds before requesting another code\.$/);

    await sql(app.orm, "update rate_bucket set since = now() - interval '61 seconds' where bucket = 'otp_resend' and key = ?", [email]);
    expect((await browser.post('/api/auth/resend-otp', { email })).status).toBe(200);
    const [{ n }] = await sql(app.orm, 'select count(*)::int as n from phone_code c join app_user u on u.id = c.user_id where u.email = ? and c.used_at is null', [email]);
    expect(n).toBe(1);
    const fresh = codeFrom((await latestMessage(app.orm, (await sql(app.orm, 'select phone from app_user where email = ?', [email]))[0].phone, 'phone_code'))?.body);
    if (fresh !== code) expect((await browser.post('/api/auth/verify-otp', { email, otp: code })).status).toBe(400);
    expect((await browser.post('/api/auth/verify-otp', { email, otp: fresh })).status).toBe(200);
  });

  it('answers unknown addresses like known ones and sends them nothing', async () => {
    const email = uniqueEmail('ghost');
    const sent = await testBrowser(app).post('/api/auth/resend-otp', { email });
    expect(sent.body).toEqual({ success: true, message: PHONE_VERIFICATION.sent });
    const check = await testBrowser(app).post('/api/auth/verify-otp', { email, otp: '123456' });
    expect(check.body.error.message).toBe('Invalid verification code');
    expect(await messageCount(app.orm, email)).toBe(0);
  });

  it('limits wrong codes per account across codes (15 an hour)', async () => {
    const { email, code, browser } = await withCode();
    await sql(app.orm, "insert into rate_bucket (bucket, key, level, since) values ('code_checks_account', ?, 15, now())", [email]);
    const blocked = await browser.post('/api/auth/verify-otp', { email, otp: code });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe('Too many attempts. Please try again in 60 minutes.');
  });

  it("validates the code: 'Please enter the verification code.'", async () => {
    const response = await testBrowser(app).post('/api/auth/verify-otp', { email: uniqueEmail(), otp: '' });
    expect(response.body.error.message).toBe('Please enter the verification code.');
  });
});

describe('accounts made with the short form (no phone yet)', () => {
  const ADD_PHONE = `mutation ($input: VerificationPhoneInput!) { addVerificationPhone(input: $input) { success message phone } }`;

  /** Short form, then the email link: what a panel sign-up has before /verify-phone. */
  async function shortFormAccount() {
    const email = uniqueEmail('short');
    const browser = testBrowser(app);
    expect((await browser.post('/api/auth/register', { username: 'amelia', email, password: 'secret' })).status).toBe(201);
    const link = await latestMessage(app.orm, email, 'email_verification');
    expect((await browser.fetch(`/api/auth/verify-email?token=${tokenFrom(link?.link)}`)).status).toBe(200);
    return { email, password: 'secret', browser };
  }

  it("cannot sign in before a phone is verified: 'Phone number not verified', reason PHONE_MISSING", async () => {
    const { email, password, browser } = await shortFormAccount();
    const refused = await signIn(browser, email, password);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', message: SIGN_IN.phoneNotVerified, details: { reason: 'PHONE_MISSING' } });
  });

  it('adds a phone with the password, texts it a code, and then signs in', async () => {
    const { email, password, browser } = await shortFormAccount();
    const phone = uniquePhone();
    const added = await browser.graphql(ADD_PHONE, { input: { email, password, phone } });
    expect(added.body.data.addVerificationPhone).toEqual({ success: true, message: PHONE_VERIFICATION.codeSentTo(phone), phone });
    const sms = await latestMessage(app.orm, phone, 'phone_code');
    expect(sms?.channel).toBe('sms');
    expect((await browser.post('/api/auth/verify-otp', { email, otp: codeFrom(sms?.body) })).status).toBe(200);
    expect((await signIn(browser, email, password)).status).toBe(200);
  });

  it('REST /api/auth/add-phone answers like the mutation', async () => {
    const { email, password, browser } = await shortFormAccount();
    const phone = uniquePhone();
    const added = await browser.post('/api/auth/add-phone', { email, password, phone });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ success: true, message: PHONE_VERIFICATION.codeSentTo(phone), phone });
  });

  it('needs the right password, and reveals nothing about unknown emails', async () => {
    const { email, browser } = await shortFormAccount();
    for (const who of [email, uniqueEmail('nobody')]) {
      const refused = await browser.post('/api/auth/add-phone', { email: who, password: 'wrong-password', phone: uniquePhone() });
      expect(refused.status).toBe(401);
      expect(refused.body.error.message).toBe(SIGN_IN.invalid);
    }
    expect((await sql(app.orm, 'select phone from app_user where email = ?', [email]))[0].phone).toBeNull();
  });

  it("checks the number with the registration rule and message", async () => {
    const { email, password, browser } = await shortFormAccount();
    const refused = await browser.post('/api/auth/add-phone', { email, password, phone: '12345' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Please enter a valid phone number with country code (e.g., +12015550123)');
  });

  it('replaces an unverified number (a typo), but never a verified one', async () => {
    const payload = fullRegistration();
    const browser = testBrowser(app);
    await browser.post('/api/auth/register', payload);
    const corrected = uniquePhone();
    expect((await browser.post('/api/auth/add-phone', { email: payload.email, password: payload.password, phone: corrected })).status).toBe(200);
    expect((await sql(app.orm, 'select phone from app_user where email = ?', [payload.email]))[0].phone).toBe(corrected);

    const verified = await verifiedCustomer(app);
    const refused = await browser.post('/api/auth/add-phone', { email: verified.email, password: verified.password, phone: uniquePhone() });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(PHONE_VERIFICATION.alreadyVerified);
    expect((await sql(app.orm, 'select phone from app_user where email = ?', [verified.email]))[0].phone).toBe(verified.phone);
  });

  it('shares the 60-second cooldown with Send verification code', async () => {
    const { email, password, browser } = await shortFormAccount();
    expect((await browser.post('/api/auth/add-phone', { email, password, phone: uniquePhone() })).status).toBe(200);
    const again = await browser.post('/api/auth/add-phone', { email, password, phone: uniquePhone() });
    expect(again.status).toBe(429);
    expect(again.body.error.message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
  });
});
