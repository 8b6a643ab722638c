import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { queriesInTurn } from './queries-in-turn';

/** A connection that answers each query when told to, and notes what was sent and whether two ever ran at once. */
function fakeConnection() {
  const sent: string[] = [];
  const answers: (() => void)[] = [];
  let running = 0;
  let overlapped = false;
  const query = (text: string) => {
    sent.push(text);
    running += 1;
    if (running > 1) overlapped = true;
    return new Promise((resolve, reject) => {
      answers.push(() => {
        running -= 1;
        if (text === 'fail') reject(new Error('refused'));
        else resolve({ rows: [text] });
      });
    });
  };
  return { connection: { query } as unknown as Pick<pg.ClientBase, 'query'>, sent, answer: () => answers.shift()!(), overlapped: () => overlapped };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('queriesInTurn', () => {
  it('sends a query at once when none is running, and the next only once the one before has answered', async () => {
    const fake = fakeConnection();
    const client = queriesInTurn(fake.connection);
    const first = client.query('one');
    expect(fake.sent).toEqual(['one']);
    const second = client.query('two');
    const third = client.query('three');
    await turn();
    expect(fake.sent).toEqual(['one']);
    fake.answer();
    await expect(first).resolves.toEqual({ rows: ['one'] });
    await turn();
    expect(fake.sent).toEqual(['one', 'two']);
    fake.answer();
    await second;
    await turn();
    fake.answer();
    await expect(third).resolves.toEqual({ rows: ['three'] });
    expect(fake.overlapped()).toBe(false);
  });

  it('a refused query rejects for its caller only; the ones behind it still go out', async () => {
    const fake = fakeConnection();
    const client = queriesInTurn(fake.connection);
    const failing = client.query('fail');
    const after = client.query('after');
    fake.answer();
    await expect(failing).rejects.toThrow('refused');
    await turn();
    fake.answer();
    await expect(after).resolves.toEqual({ rows: ['after'] });
  });

  it('a query asked for right after the last one answered goes out at once, without waiting a turn', async () => {
    const fake = fakeConnection();
    const client = queriesInTurn(fake.connection);
    const first = client.query('one');
    fake.answer();
    await first;
    client.query('two').catch(() => undefined);
    expect(fake.sent).toEqual(['one', 'two']);
  });
});
