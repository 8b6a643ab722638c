import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, fullRegistration, latestMessage, sql, testBrowser, tokenFrom } from '../../test/account-helpers';
import { deliveryOf, eventually, startSmtpServer, startTwilioStub, type LocalSmtpServer, type TwilioStub } from '../../test/message-providers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../../config';

const HOUR_MS = 60 * 60 * 1000;

/** How far after the message was written it stops being worth sending. */
async function validityMs(app: TestApp, recipient: string, kind: string): Promise<number> {
  const [row] = await sql<{ ms: number }>(
    app.orm,
    `select extract(epoch from expires_at - created_at) * 1000 as ms from outbox_message where recipient = ? and kind = ? order by id desc limit 1`,
    [recipient, kind],
  );
  return Number(row.ms);
}

describe('with no email or SMS provider configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps every message in the outbox, where tests and /dev/outbox read it', async () => {
    const payload = fullRegistration();
    const browser = testBrowser(app);
    expect((await browser.post('/api/auth/register', payload)).status).toBe(201);
    expect(await latestMessage(app.orm, payload.email, 'email_verification')).toBeDefined();
    expect(await deliveryOf(app.orm, payload.email)).toMatchObject({ status: 'kept', attempts: 0, sentAt: null, nextAttemptAt: null });
  });
});

describe('with SMTP and Twilio configured', () => {
  let app: TestApp;
  let smtp: LocalSmtpServer;
  let twilio: TwilioStub;

  beforeAll(async () => {
    [smtp, twilio] = await Promise.all([startSmtpServer(), startTwilioStub()]);
    app = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Aurum Concierge <concierge@aurum.example>',
      TWILIO_ACCOUNT_SID: 'AC42',
      TWILIO_AUTH_TOKEN: 'token',
      SMS_FROM: '+447700900000',
      TWILIO_API_URL: twilio.url,
      MESSAGE_RELAY_POLL_MS: '60000', // only the NOTIFY of a committed message can wake the relay this soon
    });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([smtp?.close(), twilio?.close()]);
  });

  it('delivers the verification email and the SMS code of a registration, which then verify the account', async () => {
    const payload = fullRegistration();
    const browser = testBrowser(app);
    expect((await browser.post('/api/auth/register', payload)).status).toBe(201);

    const mail = await eventually(() => smtp.mails.find((received) => received.to.includes(payload.email)));
    expect(mail.headers.from).toBe('Aurum Concierge <concierge@aurum.example>');
    expect(mail.subject).toBe('Verify your email address — Aurum');
    const stored = await latestMessage(app.orm, payload.email, 'email_verification');
    expect(mail.text).toContain(stored!.link);
    expect(mail.html).toContain(`href="${stored!.link!.replace(/&/g, '&amp;')}"`);
    // The provider has the message; the relay records the outcome right after, in its own transaction.
    expect(await eventually(async () => { const row = await deliveryOf(app.orm, payload.email); return row?.status === 'pending' ? null : row; })).toMatchObject({ status: 'sent', attempts: 1 });

    expect((await browser.fetch(`/api/auth/verify-email?token=${tokenFrom(stored!.link)}`)).status).toBe(200);
    await browser.post('/api/auth/resend-otp', { email: payload.email });
    const sms = await eventually(() => twilio.requests.find((request) => request.form.To === payload.phone));
    expect(sms.form.From).toBe('+447700900000');
    const verified = await browser.post('/api/auth/verify-otp', { email: payload.email, otp: codeFrom(sms.form.Body) });
    expect(verified.status).toBe(200);
    // The provider has the message; the relay records the outcome right after, in its own transaction.
    expect(await eventually(async () => { const row = await deliveryOf(app.orm, payload.phone); return row?.status === 'pending' ? null : row; })).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives codes and links the life of what they carry: SMS code 10 minutes, email link 48 hours, reset link 1 hour', async () => {
    const payload = fullRegistration();
    const browser = testBrowser(app);
    await browser.post('/api/auth/register', payload);
    await browser.post('/api/auth/resend-otp', { email: payload.email });
    await browser.post('/api/auth/forgot-password', { email: payload.email });

    expect(await validityMs(app, payload.email, 'email_verification')).toBeCloseTo(48 * HOUR_MS, -4);
    expect(await validityMs(app, payload.phone, 'phone_code')).toBeCloseTo(10 * 60 * 1000, -4);
    expect(await validityMs(app, payload.email, 'password_reset')).toBeCloseTo(HOUR_MS, -4);
  });
});

describe('settings', () => {
  it('accepts smtp:// and smtps:// URLs only, and Twilio with all three of its settings or none', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).messaging.smtp).toEqual({
      url: 'smtps://user:pass@mail.example:465',
      from: 'Aurum <no-reply@aurum.example>',
    });
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
    expect(loadConfig({}).messaging).toMatchObject({ smtp: null, twilio: null, relayPollMs: 2000 });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', SMS_FROM: '+447700900000' })).toThrow('SMS by Twilio needs TWILIO_AUTH_TOKEN too');
    expect(loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', SMS_FROM: 'Aurum' }).messaging.twilio).toEqual({
      accountSid: 'AC1',
      authToken: 't',
      from: 'Aurum',
      apiUrl: 'https://api.twilio.com',
    });
  });
});
