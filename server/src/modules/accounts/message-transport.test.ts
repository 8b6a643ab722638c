import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { OutboxTransport, readOutbox } from './message-transport';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

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
      await new OutboxTransport(em).send(message('kept@aurum.example'));
    });
    expect(await readOutbox(database.orm.em.fork(), 'kept@aurum.example')).toHaveLength(1);
  });

  it('stores nothing when the transaction that sent it rolls back', async () => {
    await expect(
      database.orm.em.fork().transactional(async (em) => {
        await new OutboxTransport(em).send(message('rolled-back@aurum.example'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await readOutbox(database.orm.em.fork(), 'rolled-back@aurum.example')).toEqual([]);
  });
});
