import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, STRONG_PASSWORD, testBrowser, verifiedCustomer, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let database: TestDatabase;
let first: TestApp;
let second: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  database = await createTestDatabase();
  [first, second] = await Promise.all([startTestApp({}, { database }), startTestApp({}, { database })]);
  const staff = await verifiedCustomer(first);
  await sql(first.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
  admin = testBrowser(first);
  await admin.post('/api/auth/login', { email: staff.email, password: STRONG_PASSWORD });
  await vi.waitUntil(() => first.partnerKeyCache.active && second.partnerKeyCache.active, { timeout: 10_000 });
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.drop();
});

async function issueKey(): Promise<{ id: string; secret: string }> {
  const { body } = await admin.graphql(`mutation { createPartnerApiKey(input: { label: "Cache", scopes: ["catalogue:read"] }) { secret key { id } } }`);
  return { id: body.data.createPartnerApiKey.key.id, secret: body.data.createPartnerApiKey.secret };
}

const call = (app: TestApp, secret: string) => app.fetch('/api/products?limit=1', { headers: { authorization: `Bearer ${secret}` } }).then((response) => response.status);

describe('live partner keys kept in each process', () => {
  it('answer a known key from memory: a change made behind the cache’s back is not read again', async () => {
    const { id, secret } = await issueKey();
    expect(await call(first, secret)).toBe(200);
    // Revoked in SQL without the NOTIFY that the service sends: only the cache still knows the key.
    await sql(first.orm, 'update partner_api_key set revoked_at = now() where id = ?', [Number(id)]);
    expect(await call(first, secret)).toBe(200);
    // The second process never cached it, so it reads the database.
    expect(await call(second, secret)).toBe(401);
  });

  it('drop a key revoked by staff at once in the revoking process, and in every other one on the NOTIFY', async () => {
    const { id, secret } = await issueKey();
    expect(await call(first, secret)).toBe(200);
    expect(await call(second, secret)).toBe(200);
    const revoked = await admin.graphql(`mutation { revokePartnerApiKey(id: "${id}", reason: "Contract ended") { revokedAt } }`);
    expect(revoked.body.data.revokePartnerApiKey.revokedAt).toBeTruthy();
    expect(await call(first, secret)).toBe(401);
    await expect.poll(() => call(second, secret), { timeout: 5000 }).toBe(401);
  });

  it('drop the old secret of a rotated key everywhere; the new one works', async () => {
    const { id, secret } = await issueKey();
    expect(await call(second, secret)).toBe(200);
    const rotated = await admin.graphql(`mutation { rotatePartnerApiKey(id: "${id}", reason: "Leaked in a log") { secret } }`);
    await expect.poll(() => call(second, secret), { timeout: 5000 }).toBe(401);
    expect(await call(second, rotated.body.data.rotatePartnerApiKey.secret)).toBe(200);
  });

  it('answer nothing from memory while not listening, since a revocation could be missed', async () => {
    const { id, secret } = await issueKey();
    expect(await call(second, secret)).toBe(200);
    second.partnerKeyCache.simulateConnectionLoss();
    expect(second.partnerKeyCache.active).toBe(false);
    await sql(first.orm, 'update partner_api_key set revoked_at = now() where id = ?', [Number(id)]);
    expect(await call(second, secret)).toBe(401);
    // Listening again, it starts empty.
    await expect.poll(() => second.partnerKeyCache.active, { timeout: 10_000 }).toBe(true);
    expect(await call(second, secret)).toBe(401);
  });
});
