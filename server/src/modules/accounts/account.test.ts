import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signIn, sql, testBrowser, uniqueEmail, uniquePhone, verifiedCustomer, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { comingSoonIndexHtml } from './coming-soon';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function signedInCustomer(): Promise<{ browser: TestBrowser; email: string; password: string }> {
  const { email, password } = await verifiedCustomer(app);
  const browser = testBrowser(app);
  await signIn(browser, email, password);
  return { browser, email, password };
}

const PROFILE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { firstName lastName address city county postcode country } }`;
const CONTACT = `mutation($input: ContactChangeInput!) { changeContactDetails(input: $input) { email emailVerified phone phoneVerified } }`;
const REQUEST = `mutation($input: ServiceRequestInput!) { createServiceRequest(input: $input) { id kind status orderNumber customerEmail } }`;

describe('account operations need a session', () => {
  it.each([
    ['query { myServiceRequests { id } }'],
    ['mutation { updateNotificationPreferences(input: { orderUpdates: true, marketing: true, sms: false }) { id } }'],
    ['mutation { changePassword(input: { currentPassword: "x", password: "y", confirmPassword: "y" }) { success } }'],
  ])('%s → UNAUTHENTICATED', async (query) => {
    const result = await testBrowser(app).graphql(query);
    expect(result.body.errors[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('admin operations refuse customers with FORBIDDEN', async () => {
    const { browser } = await signedInCustomer();
    const result = await browser.graphql('query { serviceRequests { id } }');
    expect(result.body.errors[0]).toMatchObject({ message: 'Admin access required', extensions: { code: 'FORBIDDEN' } });
  });
});

describe('profile', () => {
  it('updates names and address, with the §5 rules', async () => {
    const { browser } = await signedInCustomer();
    const updated = await browser.graphql(PROFILE, {
      input: { firstName: 'Beatrice', lastName: 'Vale', address: '1 Savile Row', city: 'London', state: 'Greater London', zipCode: 'w1s 3pr', country: 'United Kingdom' },
    });
    expect(updated.body.data.updateProfile).toEqual({ firstName: 'Beatrice', lastName: 'Vale', address: '1 Savile Row', city: 'London', county: 'Greater London', postcode: 'W1S 3PR', country: 'United Kingdom' });
    const invalid = await browser.graphql(PROFILE, { input: { firstName: 'B', lastName: 'Vale', address: '1 S' } });
    expect(invalid.body.errors[0].extensions.fields).toEqual([
      { field: 'firstName', messages: ['First name must be at least 2 characters'] },
      { field: 'address', messages: ['Address must be at least 5 characters'] },
    ]);
  });

  it('changing email or phone needs the current password and a new verification', async () => {
    const { browser, password } = await signedInCustomer();
    const wrong = await browser.graphql(CONTACT, { input: { email: uniqueEmail('new'), currentPassword: 'WrongPass!1' } });
    expect(wrong.body.errors[0].message).toBe('Your current password is not correct.');

    const email = uniqueEmail('new');
    const phone = uniquePhone();
    const changed = await browser.graphql(CONTACT, { input: { email, phone, currentPassword: password } });
    expect(changed.body.data.changeContactDetails).toEqual({ email, emailVerified: false, phone, phoneVerified: false });
    expect((await latestMessage(app.orm, email, 'email_verification'))?.link).toContain('/verify-email?token=');
  });

  it('another account’s email cannot be taken', async () => {
    const { browser, password } = await signedInCustomer();
    const other = await verifiedCustomer(app);
    const result = await browser.graphql(CONTACT, { input: { email: other.email.toUpperCase(), currentPassword: password } });
    expect(result.body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('a new password signs out the other browsers but not this one', async () => {
    const { browser, email, password } = await signedInCustomer();
    const other = testBrowser(app);
    await signIn(other, email, password);
    const result = await browser.graphql(`mutation { changePassword(input: { currentPassword: "${password}", password: "Fresh!Pass9", confirmPassword: "Fresh!Pass9" }) { success } }`);
    expect(result.body.data.changePassword.success).toBe(true);
    expect((await browser.graphql('query { me { email } }')).body.data.me.email).toBe(email);
    expect((await other.graphql('query { me { email } }')).body.data.me).toBeNull();
  });

  it('saves notification preferences', async () => {
    const { browser } = await signedInCustomer();
    const result = await browser.graphql('mutation { updateNotificationPreferences(input: { orderUpdates: false, marketing: true, sms: true }) { notifications { orderUpdates marketing sms } } }');
    expect(result.body.data.updateNotificationPreferences.notifications).toEqual({ orderUpdates: false, marketing: true, sms: true });
  });
});

describe('return and repair requests', () => {
  it('checks the form: reason from the list, details of 10+', async () => {
    const { browser } = await signedInCustomer();
    const result = await browser.graphql(REQUEST, { input: { kind: 'return', orderNumber: 'AUR-1', itemName: 'Coat', reason: 'Not keeping time', details: 'short' } });
    expect(result.body.errors[0].extensions.fields).toEqual([
      { field: 'details', messages: ['Please describe the request (minimum 10 characters)'] },
      { field: 'reason', messages: ['Please choose a reason'] },
    ]);
  });
});

describe("another user's data", () => {
  it('me is always the session’s own account', async () => {
    const first = await signedInCustomer();
    const second = await signedInCustomer();
    expect((await first.browser.graphql('query { me { email } }')).body.data.me.email).toBe(first.email);
    expect((await second.browser.graphql('query { me { email } }')).body.data.me.email).toBe(second.email);
    expect((await second.browser.fetch('/api/auth/me').then((r) => r.json())).user.email).toBe(second.email);
  });
});

describe('newsletter', () => {
  it('stores each address once, answers 2xx, and 400 for an invalid email', async () => {
    const email = uniqueEmail('news');
    for (let i = 0; i < 2; i += 1) {
      const response = await testBrowser(app).post('/api/newsletter/subscribe', { email: email.toUpperCase() });
      expect(response.status).toBe(201);
    }
    const rows = await sql(app.orm, 'select email from newsletter_subscriber where email = ?', [email]);
    expect(rows).toHaveLength(1);
    const invalid = await testBrowser(app).post('/api/newsletter/subscribe', { email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('Please enter a valid email address');
  });
});

describe('development outbox and coming-soon mode', () => {
  it('the outbox API is not served outside development', async () => {
    expect((await app.fetch('/api/dev/outbox')).status).toBe(404);
  });

  it('coming-soon mode marks index.html for the client', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'aurum-'));
    const file = path.join(dir, 'index.html');
    await writeFile(file, '<!doctype html><html><head><title>Aurum</title></head><body></body></html>');
    expect(comingSoonIndexHtml(file)).toContain('<head>\n    <meta name="aurum-coming-soon" content="true"><title>');
  });
});
