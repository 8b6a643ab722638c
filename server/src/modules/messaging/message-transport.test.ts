import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { OutboxTransport, type MessagingDependencies } from './message-transport';
import { readOutbox } from './read-outbox';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const noProviders: MessagingDependencies = { deliveredChannels: new Set(), shopOrigin: 'http://shop.test' };
const smtpOnly: MessagingDependencies = { deliveredChannels: new Set(['email']), shopOrigin: 'http://shop.test' };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('OutboxTransport', () => {
  const message = (recipient: string) => ({ channel: 'email' as const, kind: 'test', recipient, subject: 'Hello', body: 'Body' });

  it('stores a message sent inside a transaction that commits', async () => {
    await database.orm.em.fork().transactional(async (em) => {
      await new OutboxTransport(em, noProviders).send(message('kept@aurum.example'));
    });
    expect(await readOutbox(database.orm.em.fork(), 'kept@aurum.example')).toHaveLength(1);
  });

  it('stores nothing when the transaction that sent it rolls back', async () => {
    await expect(
      database.orm.em.fork().transactional(async (em) => {
        await new OutboxTransport(em, smtpOnly).send(message('rolled-back@aurum.example'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await readOutbox(database.orm.em.fork(), 'rolled-back@aurum.example')).toEqual([]);
  });

  it('keeps the message in the outbox when its channel has no provider, and queues it when it has one', async () => {
    const em = database.orm.em.fork();
    await new OutboxTransport(em, smtpOnly).send({ channel: 'sms', kind: 'phone_code', recipient: '+447700900001', body: 'Your code' });
    await new OutboxTransport(em, smtpOnly).send(message('queued@aurum.example'));
    const [sms] = await readOutbox(em, '+447700900001');
    const [email] = await readOutbox(em, 'queued@aurum.example');
    expect(sms).toMatchObject({ status: 'kept', attempts: 0, sentAt: null });
    expect(email).toMatchObject({ status: 'pending', attempts: 0 });
    expect(email.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d/);
  });

  it('stores a shop path as an absolute link on PUBLIC_URL, so the email opens from a mail client', async () => {
    await new OutboxTransport(database.orm.em.fork(), noProviders).send({ ...message('absolute@aurum.example'), link: '/marketplace/sell' });
    const [stored] = await readOutbox(database.orm.em.fork(), 'absolute@aurum.example');
    expect(stored.link).toBe('http://shop.test/marketplace/sell');
  });

  it('refuses a link that is neither a shop path nor absolute', async () => {
    await expect(new OutboxTransport(database.orm.em.fork(), noProviders).send({ ...message('relative@aurum.example'), link: 'marketplace/sell' })).rejects.toThrow('Not a shop path or an absolute link');
    expect(await readOutbox(database.orm.em.fork(), 'relative@aurum.example')).toEqual([]);
  });

  it('stores extra headers, and refuses one whose value would break the message', async () => {
    const em = database.orm.em.fork();
    await new OutboxTransport(em, noProviders).send({ ...message('headers@aurum.example'), headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    const [stored] = await readOutbox(em, 'headers@aurum.example');
    expect(stored.headers).toEqual({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    await expect(new OutboxTransport(em, noProviders).send({ ...message('injected@aurum.example'), headers: { 'List-Unsubscribe': '<https://x>\r\nBcc: a@b' } })).rejects.toThrow(
      'Not a header an email can carry',
    );
    expect(await readOutbox(em, 'injected@aurum.example')).toEqual([]);
  });
});
