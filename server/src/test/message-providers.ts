import type { MikroORM } from '@mikro-orm/postgresql';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { OutboxTransport, type OutgoingMessage } from '../modules/messaging/message-transport';
import type { MessageStatus } from '../modules/messaging/outbox-message.entity';

/** Writes a message as a service would with both providers configured (so it waits for a relay). */
export async function queueMessage(orm: MikroORM, message: OutgoingMessage): Promise<void> {
  await new OutboxTransport(orm.em.fork(), { deliveredChannels: new Set(['email', 'sms']), shopOrigin: 'http://shop.test' }).send(message);
}

export interface DeliveryRow {
  id: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  providerMessageId: string | null;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

/** The delivery state of the newest message to `recipient`. */
export async function deliveryOf(orm: MikroORM, recipient: string): Promise<DeliveryRow> {
  const [row] = await orm.em.fork().getConnection().execute<DeliveryRow[]>(
    `select id::text as id, status, attempts, last_error as "lastError", provider_message_id as "providerMessageId",
            sent_at as "sentAt", next_attempt_at as "nextAttemptAt"
       from outbox_message where recipient = ? order by id desc limit 1`,
    [recipient],
  );
  return row;
}

/** An email as the SMTP server received it, decoded enough to assert on. */
export interface ReceivedMail {
  from: string;
  to: string[];
  username: string | undefined;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface LocalSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** Replies to the next RCPT TO commands, in order (e.g. 451 then accept); empty means accept. */
  rcptReplies: Array<{ code: number; message: string }>;
  close(): Promise<void>;
}

export const SMTP_USER = { username: 'aurum', password: 'mail-secret' } as const;

/** A real SMTP server (smtp-server) on a free loopback port, with login and without TLS. */
export async function startSmtpServer(): Promise<LocalSmtpServer> {
  const mails: ReceivedMail[] = [];
  const rcptReplies: LocalSmtpServer['rcptReplies'] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER.username && auth.password === SMTP_USER.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      const reply = rcptReplies.shift();
      if (!reply) return callback();
      callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          ...parseMail(Buffer.concat(chunks).toString('latin1')),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          username: session.user,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${SMTP_USER.username}:${SMTP_USER.password}@127.0.0.1:${port}`,
    mails,
    rcptReplies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (connection refused). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface TwilioStub {
  url: string;
  requests: TwilioRequest[];
  /** Answers to the next requests, in order; empty means 201 with a new message sid. */
  replies: Array<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** Twilio's Messages API as far as the SMS sender uses it, on a free loopback port. */
export async function startTwilioStub(): Promise<TwilioStub> {
  const requests: TwilioRequest[] = [];
  const replies: TwilioStub['replies'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      });
      const reply = replies.shift() ?? { status: 201, body: { sid: `SM${String(requests.length).padStart(32, '0')}`, status: 'queued' } };
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    replies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `check` until it returns something truthy (every 20 ms, up to `timeoutMs`). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// A small MIME reader for the messages nodemailer writes: headers, encoded words, one level of multipart, QP or base64 parts.

function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'username'> {
  const { headers, body } = splitEntity(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const entities = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const entity of entities) {
    const part = splitEntity(entity.replace(/^\r\n/, ''));
    const type = (part.headers['content-type'] ?? 'text/plain').split(';')[0].trim().toLowerCase();
    parts[type] = decodeBody(part.body.replace(/\r\n$/, ''), part.headers['content-transfer-encoding']);
  }
  return { headers, subject: decodeWords(headers.subject ?? ''), text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(body: string, encoding = '7bit'): string {
  const bytes = Buffer.from(body, 'latin1');
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
  return bytes.toString('utf8');
}

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
