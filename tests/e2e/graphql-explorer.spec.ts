import type { Page } from '@playwright/test';
import { createAdmin, signInThroughApi } from './account-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';

/** Aborts every request to another host and lists it: the explorer must work with no network beyond the shop. */
async function blockOtherHosts(page: Page, baseURL: string): Promise<string[]> {
  const shopHost = new URL(baseURL).host;
  const blocked: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === shopHost || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    blocked.push(url.href);
    return route.abort('internetdisconnected');
  });
  return blocked;
}

/** A partner key issued by staff through the API (as the back office does), reading the catalogue and signals. */
async function issuePartnerKey(page: Page): Promise<string> {
  const admin = await createAdmin(page.request);
  await signInThroughApi(page, admin.email, admin.password);
  const issued = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: { query: 'mutation { createPartnerApiKey(input: { label: "Explorer partner", scopes: ["catalogue:read", "signals:read"] }) { secret } }' },
  });
  const secret = (await issued.json()).data.createPartnerApiKey.secret as string;
  // The partner is not signed in to the shop: only the key speaks for it.
  await page.context().clearCookies();
  return secret;
}

const queryEditor = (page: Page) => page.locator('.graphiql-query-editor');
const resultPane = (page: Page) => page.locator('.graphiql-response');

test('GraphiQL at /graphql works offline: a partner enters a key, sees the partner schema and runs a query', async ({ page, baseURL }) => {
  const secret = await issuePartnerKey(page);
  const blocked = await blockOtherHosts(page, baseURL!);

  await page.goto('/graphql');
  await expect(page).toHaveTitle('Aurum API explorer — GraphiQL');
  await expect(page.getByRole('link', { name: 'Aurum developer guide' })).toHaveAttribute('href', '/developers');
  await expect(queryEditor(page)).toContainText('query Watches');

  // The key goes in its field; the schema is introspected again with it: the partner schema, no staff fields.
  const partnerIntrospection = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && response.request().headers().authorization === `Bearer ${secret}` && (response.request().postData() ?? '').includes('__schema'),
  );
  await page.getByLabel('API key', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Use key' }).click();
  await expect(page.getByRole('status')).toHaveText(`Partner schema, key …${secret.slice(-4)} sent as Authorization: Bearer`);
  const schema = JSON.stringify(await (await partnerIntrospection).json());
  expect(schema).toContain('"marketSignals"');
  expect(schema).not.toContain('"refundOrder"');
  expect(schema).not.toContain('"adminLogin"');
  await expect(page.getByRole('link', { name: 'Open in Apollo Sandbox' })).toHaveAttribute('href', `/developers/sandbox#key=${secret}`);

  // Running the first example (ten watches) shows the catalogue's data in the result pane.
  const answer = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('query Watches'));
  await page.getByRole('button', { name: /Execute query/ }).click();
  const sent = await answer;
  expect(sent.status()).toBe(200);
  expect(sent.request().headers().authorization).toBe(`Bearer ${secret}`);
  expect(sent.request().headers()['content-type']).toBe('application/json');
  await expect(resultPane(page)).toContainText('"totalCount"');
  await expect(resultPane(page)).toContainText('"formatted": "£');

  // The key lives in this tab's sessionStorage only: never in the address, never in localStorage.
  expect(page.url()).not.toContain(secret);
  expect(await page.evaluate(() => window.sessionStorage.getItem('aurum_explorer_key'))).toBe(secret);
  expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(secret);

  await expectNoA11yViolations(page);
  expect(blocked, 'requests to other hosts').toEqual([]);
});

test('a key in the #key= fragment fills the field and leaves the address bar', async ({ page, baseURL, consoleErrors }) => {
  const blocked = await blockOtherHosts(page, baseURL!);
  await page.goto('/graphql#key=aur_from_the_guide_1234');
  await expect(page.getByLabel('API key', { exact: true })).toHaveValue('aur_from_the_guide_1234');
  await expect(page.getByRole('status')).toHaveText('Partner schema, key …1234 sent as Authorization: Bearer');
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  // An unknown key is refused by the server (401), shown in GraphiQL; forgetting it goes back to the shop schema.
  await page.getByRole('button', { name: 'Forget key' }).click();
  await expect(page.getByRole('status')).toHaveText('Shop schema, no key (your own session)');
  expect(await page.evaluate(() => window.sessionStorage.getItem('aurum_explorer_key'))).toBeNull();
  expect(blocked, 'requests to other hosts').toEqual([]);
  // The browser reports the unknown key's 401 answers (its introspection) in the console: expected here.
  const refused = 'Failed to load resource: the server responded with a status of 401 (Unauthorized)';
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.every((error) => error === refused)).toBe(true);
  consoleErrors.splice(0);
});
