import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RequestContext } from '../common/request-context';
import { SESSION_ENDED_CLOSE } from '@aurum/rules/accounts/live-connection';
import { graphqlSubscriptionServer } from './graphql-subscriptions';

/** A subscription that never yields: the connection stays open until the server closes it. */
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: { quiet: { type: GraphQLString, subscribe: () => (async function* () { await new Promise(() => undefined); yield {}; })() } },
  }),
});

const ORIGIN = 'https://shop.example';
const live = new Set<string>();
let announceEnd: (sessionId: string) => void = () => undefined;
let server: http.Server;
let subscriptions: ReturnType<typeof graphqlSubscriptionServer>;
const clients: Client[] = [];

beforeAll(async () => {
  subscriptions = graphqlSubscriptionServer({
    schema,
    allowedOrigins: new Set([ORIGIN]),
    // The session is named by a header here; the shop reads its session cookie (session.middleware.ts).
    signedInContext: async (request) => {
      const sessionId = String(request.headers['x-session'] ?? '');
      return live.has(sessionId) ? ({ user: { sessionId } } as unknown as RequestContext) : null;
    },
    clientAddress: (request) => request.socket.remoteAddress ?? 'unknown',
    onSessionEnded: (listener) => {
      announceEnd = listener;
      return () => (announceEnd = () => undefined);
    },
    liveSessions: async (ids) => new Set(ids.filter((id) => live.has(id))),
    sessionCheckMs: 100,
  });
  server = http.createServer((_req, res) => res.end());
  server.on('upgrade', subscriptions.handleUpgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await subscriptions?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** A connection for this session, with the code it is closed with. */
async function connect(sessionId: string): Promise<{ closed: Promise<number> }> {
  live.add(sessionId);
  let closedWith: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  let opened: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (opened = resolve));
  class SessionSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin: ORIGIN, 'x-session': sessionId } });
    }
  }
  const { port } = server.address() as AddressInfo;
  const client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: SessionSocket,
    retryAttempts: 0,
    on: { connected: () => opened(), closed: (event) => closedWith((event as { code: number }).code) },
  });
  clients.push(client);
  client.subscribe({ query: 'subscription { quiet }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
  await connected;
  return { closed };
}

const stillOpenAfter = (closed: Promise<number>, ms: number) => Promise.race([closed.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms))]);

describe('a live connection ends with its session', () => {
  it('is closed with 4401 when its session’s end is announced (from any process), and only that session’s connections are', async () => {
    const mine = [await connect('session-a'), await connect('session-a')];
    const theirs = await connect('session-b');
    announceEnd('session-a');
    expect(await Promise.all(mine.map((connection) => connection.closed))).toEqual([SESSION_ENDED_CLOSE, SESSION_ENDED_CLOSE]);
    expect(await stillOpenAfter(theirs.closed, 300)).toBe(true);
  });

  it('is closed by the periodic check when its session expired or its end was missed (no announcement)', async () => {
    const expiring = await connect('session-c');
    const staying = await connect('session-d');
    live.delete('session-c');
    expect(await expiring.closed).toBe(SESSION_ENDED_CLOSE);
    expect(await stillOpenAfter(staying.closed, 300)).toBe(true);
  });
});
