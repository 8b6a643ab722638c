import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, deliveryOf, queueMessage, startTwilioStub, type TwilioStub } from '../../test/message-providers';
import { createTestDatabase } from '../../test/test-database';
import { MessageRelay } from './message-relay';
import { TwilioSmsSender, type TwilioSettings } from './twilio-sms-sender';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let twilio: TwilioStub;
const relays: MessageRelay[] = [];

beforeAll(async () => {
  [database, twilio] = await Promise.all([createTestDatabase(), startTwilioStub()]);
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  twilio.replies.length = 0;
});

afterAll(async () => {
  await twilio?.close();
  await database?.drop();
});

const settings = (): TwilioSettings => ({ accountSid: 'AC0123456789abcdef', authToken: 'twilio-token', from: '+447700900000', apiUrl: twilio.url });

function relayTo(overrides: Partial<TwilioSettings> = {}, retryDelaysMs: readonly number[] = [20]) {
  const relay = new MessageRelay(database.orm, [new TwilioSmsSender({ ...settings(), ...overrides })], {
    listen: false,
    retryDelaysMs,
    log: () => undefined,
  });
  relays.push(relay);
  return relay;
}

const requestsTo = (phone: string) => twilio.requests.filter((request) => request.form.To === phone);
const smsCode = (recipient: string, expiresAt = new Date(Date.now() + 10 * 60 * 1000)) => ({
  channel: 'sms' as const,
  kind: 'phone_code',
  recipient,
  body: 'Your Aurum verification code is 123456. It expires in 10 minutes. Never share it.',
  expiresAt,
});

describe('SMS through Twilio', () => {
  it("posts To, From and Body as a form to the account's Messages resource with basic auth, and keeps the message sid", async () => {
    const phone = '+447700900101';
    await queueMessage(database.orm, smsCode(phone));
    await relayTo().deliverDue();

    const [request] = requestsTo(phone);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC0123456789abcdef:twilio-token').toString('base64')}`);
    expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.form).toEqual({ To: phone, From: '+447700900000', Body: smsCode(phone).body });
    const delivery = await deliveryOf(database.orm, phone);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(delivery.providerMessageId).toMatch(/^SM\d{32}$/);
  });

  it('retries after a server error (500) and sends on the next attempt', async () => {
    const phone = '+447700900102';
    twilio.replies.push({ status: 500, body: { code: 20500, message: 'Internal Server Error' } });
    await queueMessage(database.orm, smsCode(phone));
    const relay = relayTo();

    await relay.deliverDue();
    expect(await deliveryOf(database.orm, phone)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Twilio 500 (code 20500): Internal Server Error' });
    await new Promise((resolve) => setTimeout(resolve, 40));
    await relay.deliverDue();
    expect(await deliveryOf(database.orm, phone)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(requestsTo(phone)).toHaveLength(2);
  });

  it('retries when rate limited (429) but fails at once on an invalid number (400)', async () => {
    const limited = '+447700900103';
    twilio.replies.push({ status: 429, body: { code: 20429, message: 'Too Many Requests' } });
    await queueMessage(database.orm, smsCode(limited));
    // Its retry waits a minute, so the next round sends only the second message (one reply each, in order).
    await relayTo({}, [60_000]).deliverDue();
    expect(await deliveryOf(database.orm, limited)).toMatchObject({ status: 'pending', attempts: 1 });

    const invalid = '+447700900104';
    twilio.replies.push({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } });
    await queueMessage(database.orm, smsCode(invalid));
    await relayTo().deliverDue();
    expect(await deliveryOf(database.orm, invalid)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: "Twilio 400 (code 21211): The 'To' number is not a valid phone number.",
    });
  });

  it('retries when Twilio cannot be reached', async () => {
    const phone = '+447700900105';
    await queueMessage(database.orm, smsCode(phone));
    await relayTo({ apiUrl: `http://127.0.0.1:${await closedPort()}` }).deliverDue();
    const delivery = await deliveryOf(database.orm, phone);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery.lastError).toBe('Twilio unreachable: ECONNREFUSED');
  });

  it('never sends a phone code whose 10 minutes have run out', async () => {
    const phone = '+447700900106';
    await queueMessage(database.orm, smsCode(phone, new Date(Date.now() - 1000)));
    await relayTo().deliverDue();
    expect(requestsTo(phone)).toEqual([]);
    expect(await deliveryOf(database.orm, phone)).toMatchObject({ status: 'expired', attempts: 0, nextAttemptAt: null });
  });
});
