import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, deliveryOf, queueMessage, SMTP_USER, startSmtpServer, type LocalSmtpServer } from '../../test/message-providers';
import { createTestDatabase } from '../../test/test-database';
import { MessageRelay } from './message-relay';
import { SmtpEmailSender } from './smtp-email-sender';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: LocalSmtpServer;
const relays: MessageRelay[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  smtp.rcptReplies.length = 0;
  logLines.length = 0;
});

afterAll(async () => {
  await smtp?.close();
  await database?.drop();
});

/** A relay delivering email through `url`, retrying after 20 ms instead of 30 s. */
function relayTo(url: string) {
  const relay = new MessageRelay(database.orm, [new SmtpEmailSender({ url, from: 'Aurum <no-reply@aurum.example>' })], {
    listen: false,
    retryDelaysMs: [20, 20],
    log: (line) => logLines.push(line),
  });
  relays.push(relay);
  return relay;
}

/** Rounds until nothing more is due now. */
async function deliverAll(relay: MessageRelay) {
  while ((await relay.deliverDue()) > 0);
}

const link = 'https://aurum.example/verify-email?token=abc123&email=ada%40aurum.example';

describe('emails through SMTP', () => {
  it('sends from MAIL_FROM to the recipient with the subject, the text and an escaped HTML version, logged in with the URL credentials', async () => {
    const recipient = 'ada@aurum.example';
    await queueMessage(database.orm, {
      channel: 'email',
      kind: 'email_verification',
      recipient,
      subject: 'Verify your email address — Aurum',
      body: `Welcome to Aurum, <b>Ada</b> & co.\n\nPlease confirm your email address by opening this link:\n\n${link}`,
      link,
    });
    await deliverAll(relayTo(smtp.url));

    const mail = smtp.mails.find((received) => received.to.includes(recipient))!;
    expect(mail.from).toBe('no-reply@aurum.example');
    expect(mail.headers.from).toBe('Aurum <no-reply@aurum.example>');
    expect(mail.to).toEqual([recipient]);
    expect(mail.username).toBe(SMTP_USER.username);
    expect(mail.subject).toBe('Verify your email address — Aurum');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('<b>Ada</b> & co.');
    expect(mail.html).toContain('Welcome to Aurum, &lt;b&gt;Ada&lt;/b&gt; &amp; co.');
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('AURUM');

    const delivery = await deliveryOf(database.orm, recipient);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(delivery.sentAt).not.toBeNull();
    expect(delivery.providerMessageId).toBe(mail.headers['message-id']);
  });

  it("passes the message's stored headers on (List-Unsubscribe for one-click unsubscribe)", async () => {
    const recipient = 'headers@aurum.example';
    const unsubscribe = '<https://aurum.example/api/alerts/unsubscribe?token=abc.def>';
    await queueMessage(database.orm, {
      channel: 'email',
      kind: 'alert_digest',
      recipient,
      subject: 'Hello',
      body: 'Body',
      headers: { 'List-Unsubscribe': unsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    await deliverAll(relayTo(smtp.url));
    const mail = smtp.mails.find((received) => received.to.includes(recipient))!;
    expect(mail.headers['list-unsubscribe']).toBe(unsubscribe);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('retries a temporary refusal (451) and sends on the next attempt', async () => {
    const recipient = 'greylisted@aurum.example';
    smtp.rcptReplies.push({ code: 451, message: 'Greylisted, try again later' });
    await queueMessage(database.orm, { channel: 'email', kind: 'test', recipient, subject: 'Hello', body: 'Body' });
    const relay = relayTo(smtp.url);

    await relay.deliverDue();
    const waiting = await deliveryOf(database.orm, recipient);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/^SMTP 451 .*Greylisted/);
    expect(logLines.join('\n')).toMatch(/email test #\d+ attempt 1 failed, retrying/);
    expect(logLines.join('\n')).not.toContain('Body');

    await new Promise((resolve) => setTimeout(resolve, 40));
    await deliverAll(relay);
    expect(await deliveryOf(database.orm, recipient)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.mails.filter((mail) => mail.to.includes(recipient))).toHaveLength(1);
  });

  it('fails at once when the server rejects the recipient for good (550)', async () => {
    const recipient = 'nobody@aurum.example';
    smtp.rcptReplies.push({ code: 550, message: 'No such user here' });
    await queueMessage(database.orm, { channel: 'email', kind: 'test', recipient, subject: 'Hello', body: 'Body' });
    await deliverAll(relayTo(smtp.url));

    const delivery = await deliveryOf(database.orm, recipient);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(delivery.lastError).toMatch(/^SMTP 550 .*No such user here/);
    expect(logLines.join('\n')).toMatch(/failed after 1 attempt/);
  });

  it('retries when the server cannot be reached, then fails once the retries are used up', async () => {
    const recipient = 'unreachable@aurum.example';
    await queueMessage(database.orm, { channel: 'email', kind: 'test', recipient, subject: 'Hello', body: 'Body' });
    const relay = relayTo(`smtp://${SMTP_USER.username}:${SMTP_USER.password}@127.0.0.1:${await closedPort()}`);

    await relay.deliverDue();
    const first = await deliveryOf(database.orm, recipient);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.lastError).toMatch(/^SMTP \w+: .*ECONNREFUSED/);
    expect(first.lastError).not.toContain(SMTP_USER.password);

    for (let round = 0; round < 2; round++) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      await deliverAll(relay);
    }
    expect(await deliveryOf(database.orm, recipient)).toMatchObject({ status: 'failed', attempts: 3 });
  });
});
