import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { USER_EVENTS_CHANNEL, UserEventBus, userEventStatement } from '../common/events/user-events';
import { signIn, testBrowser, verifiedCustomer, type TestBrowser } from '../test/account-helpers';
import { startTestApp, type TestApp } from '../test/test-app';
import { ONLY_SUBSCRIPTIONS, SOCKETS_PER_ADDRESS } from './graphql-subscriptions';

let app: TestApp;
let customer: TestBrowser;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp();
  const account = await verifiedCustomer(app);
  customer = testBrowser(app);
  await signIn(customer, account.email, account.password);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await app?.close();
});

const wsUrl = () => app.baseUrl.replace(/^http/, 'ws') + '/graphql';
const cookieOf = (browser: TestBrowser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A graphql-ws client whose upgrade request carries these headers (a browser sends its cookie and Origin). */
function clientWith(headers: Record<string, string>): { client: Client; closed: Promise<number> } {
  let closedWith: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  class HeaderedWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const client = createClient({ url: wsUrl(), webSocketImpl: HeaderedWebSocket, retryAttempts: 0, lazy: false, on: { closed: (event) => closedWith((event as { code: number }).code) } });
  clients.push(client);
  return { client, closed };
}

function firstResult(client: Client, query: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    client.subscribe({ query }, { next: resolve, error: reject, complete: () => undefined });
  });
}

describe('GraphQL over WebSocket on /graphql', () => {
  it('refuses a connection without a session (4403 Forbidden)', async () => {
    const { closed } = clientWith({ origin: app.origin, 'x-forwarded-for': '10.9.0.1' });
    expect(await closed).toBe(4403);
  });

  it('refuses a signed-in cookie sent from another site’s page (Origin checked)', async () => {
    const { closed } = clientWith({ origin: 'https://evil.example', cookie: cookieOf(customer), 'x-forwarded-for': '10.9.0.2' });
    expect(await closed).toBe(4403);
  });

  it('serves subscriptions only: a query over the socket is refused with a clear error', async () => {
    const { client } = clientWith({ origin: app.origin, cookie: cookieOf(customer), 'x-forwarded-for': '10.9.0.3' });
    await expect(firstResult(client, '{ __typename }')).rejects.toEqual([expect.objectContaining({ message: ONLY_SUBSCRIPTIONS })]);
  });

  it(`holds at most ${SOCKETS_PER_ADDRESS} connections per address (the next upgrade gets 429), counting the forwarded address`, async () => {
    const open = (address: string) =>
      new Promise<number | 'open'>((resolve) => {
        const socket = new WebSocket(wsUrl(), 'graphql-transport-ws', { headers: { origin: app.origin, 'x-forwarded-for': address } });
        socket.once('open', () => resolve('open'));
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('error', () => undefined);
        sockets.push(socket);
      });
    const sockets: WebSocket[] = [];
    const results = [];
    for (let i = 0; i < SOCKETS_PER_ADDRESS; i++) results.push(await open('10.9.1.1'));
    expect(results.every((result) => result === 'open')).toBe(true);
    expect(await open('10.9.1.1')).toBe(429);
    // Another caller behind the same proxy is not refused.
    expect(await open('10.9.1.2')).toBe('open');
    for (const socket of sockets) socket.terminate();
  });

  it('answers a plain GET of another path with 404 and never upgrades it', async () => {
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(app.baseUrl.replace(/^http/, 'ws') + '/api/products', { headers: { origin: app.origin } });
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', () => undefined);
    });
    expect(status).toBe(404);
  });
});

describe('UserEventBus', () => {
  it('delivers a committed event once to each subscriber of that user in every process, nothing to others, nothing from a rollback', async () => {
    const url = app.orm.config.get('clientUrl');
    const [first, second] = [new UserEventBus(url), new UserEventBus(url)];
    await Promise.all([first.start(), second.start()]);
    try {
      const mine = [first.subscribe(41, 'notifications'), second.subscribe(41, 'notifications')];
      const other = first.subscribe(42, 'notifications');
      const counts = [0, 0, 0];
      const count = (stream: AsyncIterator<void>, index: number) => void (async () => { while (!(await stream.next()).done) counts[index]++; })();
      mine.forEach(count);
      count(other, 2);

      const em = app.orm.em.fork();
      await em.transactional(async (tx) => {
        const { text, values } = userEventStatement(41, 'notifications');
        await tx.execute(text, values);
        throw new Error('rolled back');
      }).catch(() => undefined);
      const { text, values } = userEventStatement(41, 'notifications');
      await em.execute(text, values);
      await expect.poll(() => counts.slice(0, 2), { timeout: 5_000 }).toEqual([1, 1]);
      // Junk on the channel is ignored.
      await em.execute('select pg_notify(?, ?)', [USER_EVENTS_CHANNEL, 'not json']);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(counts).toEqual([1, 1, 0]);

      await mine[0].return();
      expect(first.openStreams).toBe(1);
      await other.return();
      expect(first.openStreams).toBe(0);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
