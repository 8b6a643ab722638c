import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, getOperationAST, parse, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Express } from 'express';
import { type WebSocket, WebSocketServer } from 'ws';
import type { RequestContext } from '../common/request-context';
import { SESSION_ENDED_CLOSE } from '@aurum/rules/accounts/live-connection';
import { expressIpOf } from './express-ip';

/** Open WebSocket connections one address may hold on one server process (a shop tab or two, a phone). */
export const SOCKETS_PER_ADDRESS = 10;
/** Open WebSocket connections one server process holds in all. */
export const SOCKETS_PER_PROCESS = 5_000;
/** graphql-ws pings every connection this often and drops one that did not answer the last ping (a phone gone without closing). */
export const KEEP_ALIVE_MS = 30_000;
/** Each process checks the sessions of its open connections this often: one that expired (or whose end was missed while the listener reconnected) is closed. */
export const SESSION_CHECK_MS = 60_000;
/** The largest message a client may send (a subscription is a few hundred bytes). */
const MAX_MESSAGE_BYTES = 16 * 1024;

export const ONLY_SUBSCRIPTIONS = 'Only subscriptions are served over WebSocket; send queries and mutations to POST /graphql.';

export interface SubscriptionServerOptions {
  schema: GraphQLSchema;
  /** The shop's own origins: a page elsewhere may not open a connection with the visitor's cookie. */
  allowedOrigins: ReadonlySet<string>;
  /** The context of one subscription: the signed-in user of the upgrade request (its session cookie), or null when there is none. */
  signedInContext(request: http.IncomingMessage): Promise<RequestContext | null>;
  /** The caller's address as every other route sees it (`req.ip`: X-Forwarded-For believed only from TRUST_PROXY). */
  clientAddress(request: http.IncomingMessage): string;
  /** Registers a listener for sessions ended in any process (UserEventBus.onSessionEnded); returns the function that removes it. */
  onSessionEnded(listener: (sessionId: string) => void): () => void;
  /** Of these session ids, the ones still live (not deleted, not expired). */
  liveSessions(sessionIds: string[]): Promise<Set<string>>;
  keepAliveMs?: number;
  sessionCheckMs?: number;
}

/** What a connection keeps beside graphql-ws's own `socket` and `request`: the signed-in context. */
type ConnectionExtra = { context?: RequestContext };

/**
 * GraphQL subscriptions (graphql-ws) on the same port and path as /graphql: a browser upgrades `GET /graphql`, its
 * session cookie says who it is, and `Origin` must be the shop's (checked in `onConnect`: a cookie goes with a
 * cross-site WebSocket too). Only subscription operations are served here; queries and mutations keep to HTTP,
 * with its limits. Connections are capped per address and per process.
 */
export function graphqlSubscriptionServer(options: SubscriptionServerOptions) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const perAddress = new Map<string, number>();
  const sessions = new SessionSockets();
  const stopListening = options.onSessionEnded((sessionId) => sessions.end(sessionId));
  const sweep = setInterval(() => {
    const held = sessions.ids();
    if (held.length > 0) void options.liveSessions(held).then((live) => held.filter((id) => !live.has(id)).forEach((id) => sessions.end(id)), () => undefined);
  }, options.sessionCheckMs ?? SESSION_CHECK_MS);
  sweep.unref();

  const cleanup = useServer<Record<string, unknown>, ConnectionExtra>(
    {
      schema: options.schema,
      onConnect: async (ctx) => {
        const origin = ctx.extra.request.headers.origin;
        if (!origin || !options.allowedOrigins.has(origin)) return false;
        const context = await options.signedInContext(ctx.extra.request).catch(() => null);
        if (!context) return false;
        ctx.extra.context = context;
        sessions.add(context.user!.sessionId, ctx.extra.socket);
        return true;
      },
      onSubscribe: (_ctx, _id, payload) => {
        // graphql-ws parses and validates after this; an unparsable document is refused there.
        try {
          const operation = getOperationAST(parse(payload.query, { maxTokens: 2_000 }), payload.operationName);
          if (operation && operation.operation !== 'subscription') return [new GraphQLError(ONLY_SUBSCRIPTIONS)];
        } catch {
          // Not a document: graphql-ws answers with its own parse error.
        }
        return undefined;
      },
      context: (ctx) => ctx.extra.context as unknown as Record<string, unknown>,
    },
    sockets,
    options.keepAliveMs ?? KEEP_ALIVE_MS,
  );


  const refuse = (socket: Duplex, status: number, reason: string) => {
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  return {
    /** The HTTP server's `upgrade` listener: /graphql only, within the caps. */
    handleUpgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): void {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/graphql') return refuse(socket, 404, 'Not Found');
      const address = options.clientAddress(request);
      const count = perAddress.get(address) ?? 0;
      if (count >= SOCKETS_PER_ADDRESS || sockets.clients.size >= SOCKETS_PER_PROCESS) return refuse(socket, 429, 'Too Many Requests');
      sockets.handleUpgrade(request, socket, head, (webSocket) => {
        perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
        webSocket.once('close', () => {
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left > 0) perAddress.set(address, left);
          else perAddress.delete(address);
        });
        sockets.emit('connection', webSocket, request);
      });
    },
    async close(): Promise<void> {
      clearInterval(sweep);
      stopListening();
      for (const socket of sockets.clients) socket.close(1001, 'Server shutting down');
      await cleanup.dispose();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}

/** The open connections of each session, so that a session's end closes them (its socket's close removes it). */
class SessionSockets {
  private readonly bySession = new Map<string, Set<WebSocket>>();

  add(sessionId: string, socket: WebSocket): void {
    const held = this.bySession.get(sessionId) ?? new Set();
    held.add(socket);
    this.bySession.set(sessionId, held);
    socket.once('close', () => {
      held.delete(socket);
      if (held.size === 0 && this.bySession.get(sessionId) === held) this.bySession.delete(sessionId);
    });
  }

  ids(): string[] {
    return [...this.bySession.keys()];
  }

  end(sessionId: string): void {
    for (const socket of this.bySession.get(sessionId) ?? []) socket.close(SESSION_ENDED_CLOSE, 'Session ended');
  }
}

/** The caller's address for the connection caps: `req.ip` as every route sees it (http/express-ip.ts). */
export function clientAddressOf(app: Express) {
  const ipOf = expressIpOf(app);
  return (request: http.IncomingMessage): string => ipOf(request) ?? request.socket.remoteAddress ?? 'unknown';
}
