import type { NextFunction, Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, sql, STRONG_PASSWORD, testBrowser, type TestBrowser, verifiedCustomer } from '../test/account-helpers';
import { startTestApp, type TestApp } from '../test/test-app';
import { PARTNER_READ_ONLY_MESSAGE } from '../modules/partners/partner-access';
import { CROSS_ORIGIN_MESSAGE, requireSameOrigin, shopOrigins } from './same-origin';

const TICKET = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Strap sizing', message: 'Could you resize my bracelet, please?', category: 'product_inquiry' };

let app: TestApp;
let customer: TestBrowser;
let customerEmail: string;

function ticketForm() {
  const form = new FormData();
  for (const [key, value] of Object.entries(TICKET)) form.append(key, value);
  return form;
}

const ticketCount = async () => (await sql(app.orm, 'select count(*)::int as n from support_ticket t join app_user u on u.id = t.customer_id where u.email = ?', [customerEmail]))[0].n as number;

/** The multipart ticket POST with the customer's cookie and exactly these extra headers (no default Origin). */
async function postTicket(headers: Record<string, string>) {
  const response = await customer.fetch('/api/support/tickets', { method: 'POST', body: ticketForm(), headers: { origin: '', ...headers } });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://shop.aurum.example' });
  const account = await verifiedCustomer(app);
  customerEmail = account.email;
  customer = testBrowser(app);
  expect((await signIn(customer, account.email, account.password)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('cookie-authenticated REST changes come from the shop', () => {
  it('refuses a multipart ticket with the session cookie from https://evil.example: 403 in the one error shape, nothing stored', async () => {
    const before = await ticketCount();
    const result = await postTicket({ origin: 'https://evil.example' });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ error: { code: 'FORBIDDEN', message: CROSS_ORIGIN_MESSAGE } });
    expect(await ticketCount()).toBe(before);
  });

  it('refuses a Referer from elsewhere, a "null" Origin and a request that names no origin at all', async () => {
    expect((await postTicket({ referer: 'https://evil.example/aurum/phish.html' })).status).toBe(403);
    expect((await postTicket({ origin: 'null' })).status).toBe(403);
    expect((await postTicket({})).status).toBe(403);
    // Another port or scheme of the same host is another origin.
    expect((await postTicket({ origin: 'http://shop.aurum.example' })).status).toBe(403);
    expect((await postTicket({ origin: 'https://shop.aurum.example:8443' })).status).toBe(403);
  });

  it("accepts the shop's own origin (PUBLIC_URL's), by Origin or else by Referer", async () => {
    const before = await ticketCount();
    expect((await postTicket({ origin: 'https://shop.aurum.example' })).status).toBe(201);
    expect((await postTicket({ referer: 'https://shop.aurum.example/contact' })).status).toBe(201);
    expect(await ticketCount()).toBe(before + 2);
  });

  it('accepts the header the web app sends for CSRF prevention (apollo-require-preflight), whatever the origin', async () => {
    expect((await postTicket({ 'apollo-require-preflight': 'true' })).status).toBe(201);
  });

  it('leaves requests without the session cookie alone (they are not signed in)', async () => {
    const visitor = await app.fetch('/api/support/tickets', { method: 'POST', body: ticketForm(), headers: { origin: 'https://evil.example' } });
    expect(visitor.status).toBe(401);
    const login = await app.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: customerEmail, password: 'wrong-password' }),
    });
    expect(login.status).toBe(401);
  });

  it('also guards JSON changes such as signing out, and reads stay open to any origin', async () => {
    const signOut = await customer.fetch('/api/auth/logout', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
    expect(signOut.status).toBe(403);
    const me = await customer.fetch('/api/auth/me', { headers: { origin: 'https://evil.example' } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(customerEmail);
  });

  it('leaves partner-key requests to the partner rules, even with a cookie and a foreign origin', async () => {
    const staff = await verifiedCustomer(app);
    await sql(app.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
    const admin = testBrowser(app);
    await signIn(admin, staff.email, STRONG_PASSWORD);
    const issued = await admin.graphql('mutation($input: NewPartnerApiKeyInput!) { createPartnerApiKey(input: $input) { secret } }', { input: { label: 'Origin test', scopes: ['catalogue:read'] } });
    const secret = issued.body.data.createPartnerApiKey.secret as string;
    const response = await customer.fetch('/api/support/tickets', { method: 'POST', body: ticketForm(), headers: { origin: 'https://evil.example', 'x-api-key': secret } });
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toBe(PARTNER_READ_ONLY_MESSAGE);
  });

  it('never asks it of the Stripe webhook', async () => {
    const response = await customer.fetch('/api/stripe/webhook', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).not.toBe(403);
  });
});

describe('requireSameOrigin', () => {
  const guard = requireSameOrigin({
    allowedOrigins: new Set(['https://shop.example']),
    hasSessionCookie: (req) => Boolean(req.headers.cookie),
    hasApiKey: (req) => Boolean(req.headers['x-api-key']),
  });
  const run = (method: string, headers: Record<string, string>) => {
    const req = { method, path: '/x', headers, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
    let outcome: unknown = 'not called';
    guard(req, {} as Response, ((error?: unknown) => (outcome = error)) as NextFunction);
    return outcome;
  };

  it('passes a partner key with a cookie and a foreign origin, and refuses the same without the key', () => {
    expect(run('POST', { cookie: 'aurum_session=x', origin: 'https://evil.example', 'x-api-key': 'k' })).toBeUndefined();
    expect(run('POST', { cookie: 'aurum_session=x', origin: 'https://evil.example' })).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(run('DELETE', { cookie: 'aurum_session=x' })).toMatchObject({ code: 'FORBIDDEN' });
    expect(run('PATCH', { cookie: 'aurum_session=x', referer: 'https://shop.example/a?b' })).toBeUndefined();
    expect(run('GET', { cookie: 'aurum_session=x', origin: 'https://evil.example' })).toBeUndefined();
  });

  it("allows PUBLIC_URL's origin, and the Vite dev server's only in development", () => {
    expect([...shopOrigins({ publicUrl: 'https://aurum.example/shop/', port: 4000, env: 'production' })]).toEqual(['https://aurum.example']);
    expect([...shopOrigins({ publicUrl: undefined, port: 4100, env: 'test' })]).toEqual(['http://localhost:4100']);
    expect(shopOrigins({ publicUrl: undefined, port: 4000, env: 'development' }).has('http://localhost:5173')).toBe(true);
  });
});
