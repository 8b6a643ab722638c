import { expect, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';

/**
 * The e2e server's database (scripts/e2e-server.mjs): tests read the outbox
 * there to follow verification links and SMS codes, as a person reads mail.
 */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || `postgres://postgres:aurum-embedded@127.0.0.1:${process.env.E2E_PG_PORT ?? '54359'}/aurum`;

export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface OutboxMessage {
  kind: string;
  body: string;
  link: string | null;
}

/** The newest message of `kind` to `recipient`, waiting for it to arrive. */
export async function latestMessage(recipient: string, kind: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      [found] = await sql<OutboxMessage>('select kind, body, link from outbox_message where recipient = $1 and kind = $2 order by id desc limit 1', [recipient, kind]);
      return Boolean(found);
    }, { message: `no ${kind} message to ${recipient}`, timeout: 10_000 })
    .toBe(true);
  return found!;
}

export const smsCode = (message: OutboxMessage) => /\b(\d{6})\b/.exec(message.body)?.[1] ?? '';

let sequence = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${sequence}@example.co.uk`;
}

/** A unique valid UK mobile number (SMS limits are per number). */
export function uniquePhone(): string {
  return `+447400${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

export const PASSWORD = 'Aurum!2026x';

/** A customer registered and verified through the API, as the UI would do it. */
export async function createVerifiedCustomer(request: APIRequestContext, overrides: Record<string, string> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const phone = overrides.phone ?? uniquePhone();
  const registration = await request.post('/api/auth/register', {
    headers: { 'apollo-require-preflight': 'true' },
    data: { username: email, email, password: PASSWORD, firstName: 'Amelia', lastName: 'Hart', phone, address: '12 Mount Street', city: 'London', state: 'Greater London', zipCode: 'W1K 2RD', country: 'United Kingdom', ...overrides },
  });
  expect(registration.status()).toBe(201);
  const link = (await latestMessage(email, 'email_verification')).link!;
  expect((await request.get(`/api/auth/verify-email?token=${new URL(link).searchParams.get('token')}`)).ok()).toBe(true);
  expect((await request.post('/api/auth/resend-otp', { headers: { 'apollo-require-preflight': 'true' }, data: { email } })).ok()).toBe(true);
  const code = smsCode(await latestMessage(phone, 'phone_code'));
  expect((await request.post('/api/auth/verify-otp', { headers: { 'apollo-require-preflight': 'true' }, data: { email, otp: code } })).ok()).toBe(true);
  return { email, phone, password: PASSWORD };
}

export async function createAdmin(request: APIRequestContext) {
  const admin = await createVerifiedCustomer(request, { firstName: 'Ada' });
  await sql("update app_user set role = 'admin' where email = $1", [admin.email]);
  return admin;
}

/** Signs the page's browser in through POST /api/auth/login (the cookie lands in the page's context). */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/login', { headers: { 'apollo-require-preflight': 'true' }, data: { email, password } });
  expect(response.ok()).toBe(true);
}

export function toast(page: Page, title: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(title, { exact: true });
}
