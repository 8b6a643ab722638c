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
  /** Set when a test marks the intent succeeded (see succeed()). */
  latest_charge: string | null;
}

interface StubTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  source_transaction: string | null;
  transfer_group: string | null;
  metadata: Record<string, string>;
}

interface StubRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

/**
 * A stand-in for api.stripe.com on loopback: records every request the SDK
 * sends and keeps the payment intents and refunds it created, with Stripe's
 * rules that matter here: only an unpaid intent can be cancelled, only a
 * succeeded one refunded, in parts adding up to at most its amount (then
 * charge_already_refunded); a repeated Idempotency-Key answers the first
 * response.
 */
export class StripeStub {
  readonly requests: StubRequest[] = [];
  readonly intents = new Map<string, StubIntent>();
  readonly refunds: StubRefund[] = [];
  readonly transfers: StubTransfer[] = [];
  /** When set, the next create answers this Stripe error. */
  failNextCreate: string | null = null;
  /** When set, the next refund answers this Stripe error. */
  failNextRefund: string | null = null;
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server = http.createServer((req, res) => this.handle(req, res));
  private counter = 0;

  /** The customer pays: the intent succeeds with a charge, as after Stripe.js confirmed it. */
  succeed(intentId: string): void {
    const intent = this.intents.get(intentId)!;
    intent.status = 'succeeded';
    intent.latest_charge = `ch_stub${++this.counter}`;
  }

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
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const remembered = typeof key === 'string' ? this.idempotent.get(`${url.pathname} ${key}`) : undefined;
      const send = (status: number, body: unknown) => {
        if (typeof key === 'string' && !remembered) this.idempotent.set(`${url.pathname} ${key}`, { status, body });
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.counter}` });
        res.end(JSON.stringify(body));
      };
      if (remembered) return send(remembered.status, remembered.body);
      const refuse = (code: string, message: string) => send(400, { error: { type: 'invalid_request_error', code, message } });
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
          latest_charge: null,
        };
        this.intents.set(id, intent);
        return send(200, intent);
      }
      if (match?.[1] && this.intents.has(match[1])) {
        const intent = this.intents.get(match[1])!;
        if (match[2] === 'cancel') {
          if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') {
            return refuse('payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
          }
          intent.status = 'canceled';
        }
        return send(200, intent);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        if (this.failNextRefund) {
          const message = this.failNextRefund;
          this.failNextRefund = null;
          return send(402, { error: { type: 'card_error', message } });
        }
        const intent = this.intents.get(form.get('payment_intent') ?? '');
        if (!intent || intent.status !== 'succeeded') return refuse('payment_intent_unexpected_state', 'This PaymentIntent has no successful charge to refund.');
        const refunded = this.refunds.filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + refund.amount, 0);
        if (refunded >= intent.amount) return refuse('charge_already_refunded', 'Charge has already been refunded.');
        const amount = Number(form.get('amount') ?? intent.amount - refunded);
        if (amount > intent.amount - refunded) return refuse('amount_too_large', `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - refunded})`);
        const refund: StubRefund = {
          id: `re_stub${++this.counter}`,
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
        };
        this.refunds.push(refund);
        return send(200, refund);
      }
      if (req.method === 'POST' && url.pathname === '/v1/transfers') {
        const destination = form.get('destination') ?? '';
        if (!/^acct_/.test(destination)) return refuse('resource_missing', `No such destination: '${destination}'`);
        const source = form.get('source_transaction');
        if (source && ![...this.intents.values()].some((intent) => intent.latest_charge === source)) return refuse('resource_missing', `No such charge: '${source}'`);
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
          if (key) metadata[key] = value;
        }
        const transfer: StubTransfer = {
          id: `tr_stub${++this.counter}`,
          object: 'transfer',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          destination,
          source_transaction: source,
          transfer_group: form.get('transfer_group'),
          metadata,
        };
        this.transfers.push(transfer);
        return send(200, transfer);
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        const data = this.refunds.filter((refund) => refund.payment_intent === url.searchParams.get('payment_intent'));
        return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      send(404, { error: { type: 'invalid_request_error', message: `No stub for ${req.method} ${url.pathname}` } });
    });
  }
}
