import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

interface StubIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null | { message: string };
}

/**
 * A stand-in for api.stripe.com on loopback: records every request the SDK
 * sends and keeps the payment intents it created.
 */
export class StripeStub {
  readonly requests: StubRequest[] = [];
  readonly intents = new Map<string, StubIntent>();
  /** When set, the next create answers this Stripe error. */
  failNextCreate: string | null = null;
  private server = http.createServer((req, res) => this.handle(req, res));
  private counter = 0;

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      this.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.counter}` });
        res.end(JSON.stringify(body));
      };
      const match = /^\/v1\/payment_intents(?:\/(pi_[\w]+))?(?:\/(cancel))?$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (this.failNextCreate) {
          const message = this.failNextCreate;
          this.failNextCreate = null;
          return send(400, { error: { type: 'invalid_request_error', message } });
        }
        const id = `pi_stub${++this.counter}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
          if (name) metadata[name] = value;
        }
        const intent: StubIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_stub`,
          metadata,
          last_payment_error: null,
        };
        this.intents.set(id, intent);
        return send(200, intent);
      }
      if (match?.[1] && this.intents.has(match[1])) {
        const intent = this.intents.get(match[1])!;
        if (match[2] === 'cancel') intent.status = 'canceled';
        return send(200, intent);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        return send(200, { id: `re_${++this.counter}`, object: 'refund', payment_intent: form.get('payment_intent'), status: 'succeeded' });
      }
      send(404, { error: { type: 'invalid_request_error', message: `No stub for ${req.method} ${url.pathname}` } });
    });
  }
}
