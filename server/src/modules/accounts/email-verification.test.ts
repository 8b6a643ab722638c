import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullRegistration, latestMessage, messageCount, sql, testBrowser, tokenFrom, uniqueEmail } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { EMAIL_VERIFICATION } from './email-verification.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function registered() {
  const payload = fullRegistration();
  await testBrowser(app).post('/api/auth/register', payload);
  const message = await latestMessage(app.orm, payload.email, 'email_verification');
  return { email: payload.email, token: tokenFrom(message?.link) };
}

const verify = (token: string) => testBrowser(app).fetch(`/api/auth/verify-email?token=${encodeURIComponent(token)}`).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('email verification links', () => {
  it('verify once; the same link again reads "already verified"', async () => {
    const { email, token } = await registered();
    const first = await verify(token);
    expect(first.body).toMatchObject({ success: true, status: 'success', email, message: EMAIL_VERIFICATION.verified });
    const second = await verify(token);
    expect(second.body).toMatchObject({ status: 'already-verified', message: 'Your email address is already verified.' });
  });

  it('an expired link fails with the default message and verifies nothing', async () => {
    const { email, token } = await registered();
    await sql(app.orm, "update account_token set expires_at = now() - interval '1 second' where email = ?", [email]);
    const response = await verify(token);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Invalid or expired verification token.');
    const [user] = await sql(app.orm, 'select email_verified from app_user where email = ?', [email]);
    expect(user.email_verified).toBe(false);
  });

  it('is still valid just before 48 hours', async () => {
    const { email, token } = await registered();
    await sql(app.orm, "update account_token set created_at = now() - interval '47 hours 59 minutes', expires_at = now() + interval '1 minute' where email = ?", [email]);
    expect((await verify(token)).body.status).toBe('success');
  });

  it('an altered or unknown token is invalid; a missing one is required', async () => {
    const { token } = await registered();
    const altered = await verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(altered.body.error.message).toBe('Invalid verification token.');
    const missing = await testBrowser(app).fetch('/api/auth/verify-email');
    expect((await missing.json()).error.message).toBe('Verification token is required.');
  });

  it('a resend replaces the earlier link', async () => {
    const { email, token } = await registered();
    const resend = await testBrowser(app).post('/api/auth/resend-email-verification', { email });
    expect(resend.status).toBe(200);
    const fresh = tokenFrom((await latestMessage(app.orm, email, 'email_verification'))?.link);
    expect(fresh).not.toBe(token);
    expect((await verify(token)).body.error.message).toBe('Invalid or expired verification token.');
    expect((await verify(fresh)).body.status).toBe('success');
  });

  it('a link stops working when the account email changes', async () => {
    const { email, token } = await registered();
    await sql(app.orm, 'update app_user set email = ? where email = ?', [uniqueEmail('moved'), email]);
    expect((await verify(token)).body.error.message).toBe('Invalid verification token.');
  });

  it('limits wrong tokens per address', async () => {
    const browser = testBrowser(app);
    await sql(app.orm, "insert into rate_bucket (bucket, key, level, since) values ('code_checks_ip', ?, 30, now())", [browser.ip]);
    const response = await browser.fetch('/api/auth/verify-email?token=whatever');
    expect(response.status).toBe(429);
  });
});

describe('resending the verification email', () => {
  it('answers alike for unknown, unverified and verified addresses, and sends only to the unverified one', async () => {
    const { email } = await registered();
    const unknown = uniqueEmail('ghost');
    const answers = [];
    for (const address of [email, unknown]) {
      for (const path of ['/api/auth/resend-email-verification', '/api/verification/resend']) {
        const response = await testBrowser(app).post(path, { email: address });
        answers.push({ status: response.status, body: response.body });
        await sql(app.orm, "delete from rate_bucket where bucket = 'email_resend'");
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: { success: true, message: EMAIL_VERIFICATION.resent } });
    expect(await messageCount(app.orm, email, 'email_verification')).toBe(3);
    expect(await messageCount(app.orm, unknown)).toBe(0);
  });

  it('waits 60 seconds between requests for one address', async () => {
    const email = uniqueEmail();
    expect((await testBrowser(app).post('/api/verification/resend', { email })).status).toBe(200);
    const again = await testBrowser(app).post('/api/verification/resend', { email });
    expect(again.status).toBe(429);
    expect(again.body.error.message).toMatch(/^You can request another verification email in (60|59) seconds\.$/);
  });

  it("requires an email ('Email is required')", async () => {
    const response = await testBrowser(app).post('/api/verification/resend', {});
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Email is required');
  });
});
