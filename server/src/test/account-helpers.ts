import type { MikroORM } from '@mikro-orm/postgresql';
import { randomInt } from 'node:crypto';
import type { TestApp } from './test-app';

/**
 * A browser for integration tests: keeps cookies between calls, sends the
 * shop's own `Origin` as a browser on its pages does, and comes from its own
 * network address (X-Forwarded-For, believed from loopback with
 * startTestApp's default TRUST_PROXY), so
 * per-address rate limits of one test do not leak into another.
 */
export interface TestBrowser {
  ip: string;
  cookies: Map<string, string>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body: unknown): Promise<{ status: number; body: any; headers: Headers }>;
  graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: { data?: T; errors?: any } }>;
}

export function testBrowser(app: TestApp, ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`): TestBrowser {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair.split('=');
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value.join('=') === '';
      if (expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join('='));
    }
  };
  const fetchWithCookies = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', ip);
    // Like a browser on the shop's pages: a POST carries the page's origin (the same-origin check of /api).
    if (!headers.has('origin')) headers.set('origin', app.origin);
    if (cookies.size) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await app.fetch(path, { ...init, headers });
    remember(response);
    return response;
  };
  return {
    ip,
    cookies,
    fetch: fetchWithCookies,
    async post(path, body) {
      const response = await fetchWithCookies(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.json(), headers: response.headers };
    },
    async graphql(query, variables) {
      const response = await fetchWithCookies('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}

export const STRONG_PASSWORD = 'Aurum!2026x';

let counter = 0;
/** A unique address per call. */
export function uniqueEmail(prefix = 'client'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.co.uk`;
}

/** A unique, valid UK mobile number per call (SMS limits are per number). */
export function uniquePhone(): string {
  return `+447400${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export function fullRegistration(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string) ?? uniqueEmail();
  return {
    username: email,
    email,
    password: STRONG_PASSWORD,
    firstName: 'Amelia',
    lastName: 'Hart',
    phone: uniquePhone(),
    address: '12 Mount Street',
    city: 'London',
    state: 'Greater London',
    zipCode: 'W1K 2RD',
    country: 'United Kingdom',
    ...overrides,
  };
}

export interface OutboxRow {
  kind: string;
  channel: string;
  recipient: string;
  body: string;
  link: string | null;
}

/** The newest outbox message to `recipient` (of `kind`, if given). */
export async function latestMessage(orm: MikroORM, recipient: string, kind?: string): Promise<OutboxRow | undefined> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<OutboxRow[]>(
      `select kind, channel, recipient, body, link from outbox_message where recipient = ? ${kind ? 'and kind = ?' : ''} order by id desc limit 1`,
      kind ? [recipient, kind] : [recipient],
    );
  return rows[0];
}

export async function messageCount(orm: MikroORM, recipient: string, kind?: string): Promise<number> {
  const [row] = await orm.em
    .fork()
    .getConnection()
    .execute<{ n: number }[]>(`select count(*)::int as n from outbox_message where recipient = ? ${kind ? 'and kind = ?' : ''}`, kind ? [recipient, kind] : [recipient]);
  return row.n;
}

export const tokenFrom = (link: string | null | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
export const codeFrom = (body: string | undefined) => /\b(\d{6})\b/.exec(body ?? '')?.[1] ?? '';

export async function sql<T = any>(orm: MikroORM, query: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.fork().getConnection().execute<T[]>(query, params);
}

/** Registers with the full form and completes both verifications through the outbox; returns the credentials. */
export async function verifiedCustomer(app: TestApp, overrides: Record<string, unknown> = {}) {
  const browser = testBrowser(app);
  const payload = fullRegistration(overrides);
  const registered = await browser.post('/api/auth/register', payload);
  if (registered.status !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const verification = await latestMessage(app.orm, payload.email, 'email_verification');
  await browser.fetch(`/api/auth/verify-email?token=${tokenFrom(verification?.link)}`);
  await browser.post('/api/auth/resend-otp', { email: payload.email });
  const sms = await latestMessage(app.orm, payload.phone as string, 'phone_code');
  const verified = await browser.post('/api/auth/verify-otp', { email: payload.email, otp: codeFrom(sms?.body) });
  if (verified.status !== 200) throw new Error(`phone verification failed: ${JSON.stringify(verified.body)}`);
  return { email: payload.email as string, password: payload.password as string, phone: payload.phone as string };
}

/** Signs a browser in over REST; returns the response body. */
export async function signIn(browser: TestBrowser, email: string, password: string, rememberMe = false) {
  return browser.post('/api/auth/login', { email, password, rememberMe });
}
