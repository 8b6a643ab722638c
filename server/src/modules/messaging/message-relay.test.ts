import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../../db/orm-config';
import { deliveryOf, eventually, queueMessage } from '../../test/message-providers';
import { createTestDatabase } from '../../test/test-database';
import { DeliveryError, type ChannelSender, type ClaimedMessage } from './channel-sender';
import { MessageRelay, type RelayOptions } from './message-relay';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** A second connection pool on the same database: another server process. */
let otherProcess: MikroORM;
const relays: MessageRelay[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  otherProcess = await MikroORM.init(ormConfig({ clientUrl: database.url, poolMax: 5 }));
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
});

afterAll(async () => {
  await otherProcess?.close(true);
  await database?.drop();
});

/** An email provider that records what it sends and answers as told. */
class FakeEmailSender implements ChannelSender {
  readonly channel = 'email' as const;
  readonly sent: ClaimedMessage[] = [];
  constructor(private readonly answer: (message: ClaimedMessage) => Promise<void> | void = () => undefined) {}

  async send(message: ClaimedMessage) {
    await this.answer(message);
    this.sent.push(message);
    return { providerMessageId: `fake-${message.id}` };
  }
}

function relay(orm: MikroORM, sender: ChannelSender, options: RelayOptions = {}) {
  const created = new MessageRelay(orm, [sender], { listen: false, log: () => undefined, ...options });
  relays.push(created);
  return created;
}

const email = (recipient: string) => ({ channel: 'email' as const, kind: 'test', recipient, subject: 'Hello', body: 'Body' });

describe('MessageRelay', () => {
  it('two relays on one database deliver 20 messages exactly once each', async () => {
    const recipients = Array.from({ length: 20 }, (_, index) => `pair-${index}@aurum.example`);
    for (const recipient of recipients) await queueMessage(database.orm, email(recipient));
    // Slow sends, so both relays are busy at the same time and claim around each other.
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
    const first = new FakeEmailSender(slow);
    const second = new FakeEmailSender(slow);
    const relayA = relay(database.orm, first, { batchSize: 3 });
    const relayB = relay(otherProcess, second, { batchSize: 3 });
    const drain = async (each: MessageRelay) => {
      while ((await each.deliverDue()) > 0);
    };
    await Promise.all([drain(relayA), drain(relayB), drain(relayA), drain(relayB)]);

    const sent = [...first.sent, ...second.sent].map((message) => message.recipient).filter((recipient) => recipients.includes(recipient));
    expect(sent.sort()).toEqual([...recipients].sort());
    expect(first.sent.length).toBeGreaterThan(0);
    expect(second.sent.length).toBeGreaterThan(0);
    for (const recipient of recipients) expect(await deliveryOf(database.orm, recipient)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('wakes up when a message is committed, without waiting for its next poll', async () => {
    const sender = new FakeEmailSender();
    const started = relay(otherProcess, sender, { listen: true, pollMs: 60_000 });
    started.start();
    await new Promise((resolve) => setTimeout(resolve, 300)); // LISTEN in place; the first round has run.

    await queueMessage(database.orm, email('woken@aurum.example'));
    await eventually(() => sender.sent.some((message) => message.recipient === 'woken@aurum.example'), 3000);
  });

  it('waits 30 s, 2 min, 10 min, 1 h and 6 h between attempts by default', async () => {
    const recipient = 'backoff@aurum.example';
    await queueMessage(database.orm, email(recipient));
    const failing = new FakeEmailSender(() => {
      throw new DeliveryError('SMTP 421: try later', false);
    });
    const before = Date.now();
    await relay(database.orm, failing).deliverDue();
    const delivery = await deliveryOf(database.orm, recipient);
    const waitMs = new Date(delivery.nextAttemptAt!).getTime() - before;
    expect(waitMs).toBeGreaterThan(25_000);
    expect(waitMs).toBeLessThan(40_000);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 421: try later' });
  });

  it('retries a message whose provider threw something unexpected, logging one line without the body', async () => {
    const recipient = 'surprise@aurum.example';
    await queueMessage(database.orm, { ...email(recipient), body: 'A very private body' });
    const lines: string[] = [];
    let calls = 0;
    const flaky = new FakeEmailSender(() => {
      if (++calls === 1) throw new TypeError('socket went away');
    });
    const flakyRelay = relay(database.orm, flaky, { retryDelaysMs: [20], log: (line) => lines.push(line) });

    await flakyRelay.deliverDue();
    expect(await deliveryOf(database.orm, recipient)).toMatchObject({ status: 'pending', lastError: 'unexpected error: socket went away' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('private');
    expect(lines[0]).not.toContain(recipient);

    await new Promise((resolve) => setTimeout(resolve, 40));
    await flakyRelay.deliverDue();
    expect(await deliveryOf(database.orm, recipient)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('leaves a claimed message alone until its lease ends (a relay that died mid-send)', async () => {
    const recipient = 'leased@aurum.example';
    await queueMessage(database.orm, email(recipient));
    let release!: () => void;
    const stuck = new FakeEmailSender(() => new Promise<void>((resolve) => (release = resolve)));
    const sending = relay(database.orm, stuck, { leaseMs: 60_000 }).deliverDue();
    await eventually(() => release);

    const other = new FakeEmailSender();
    await relay(otherProcess, other).deliverDue();
    expect(other.sent.map((message) => message.recipient)).not.toContain(recipient);

    release();
    await sending;
    expect(await deliveryOf(database.orm, recipient)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('logs a failed round (the database is unreachable) and tries again at the next poll, without throwing', async () => {
    const lines: string[] = [];
    const broken = await MikroORM.init(ormConfig({ clientUrl: database.url.replace(/\/[^/]+$/, '/no_such_database'), poolMax: 1 }));
    try {
      const brokenRelay = relay(broken, new FakeEmailSender(), { pollMs: 20, log: (line) => lines.push(line) });
      brokenRelay.start();
      await eventually(() => lines.length >= 2, 3000);
      expect(lines[0]).toMatch(/^\[messaging\] relay round failed: /);
      await brokenRelay.stop();
    } finally {
      await broken.close(true);
    }
  });
});
