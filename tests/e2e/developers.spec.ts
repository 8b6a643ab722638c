import { createAdmin, signInThroughApi } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => storeCookieConsent(page));

test('the partner guide explains keys, scopes, costs and errors, with examples to copy', async ({ page }) => {
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'The Aurum Partner API' })).toBeVisible();
  for (const heading of ['Get a Key', 'Authentication and Scopes', 'A GraphQL Query', 'The Same Data over REST', 'From Apollo Client', 'What a Query Costs', 'Errors', 'Explore in Apollo Sandbox']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'What each scope lets a key read' })).toContainText('catalogue:read');
  await expect(page.getByLabel('curl example').first()).toContainText('Authorization: Bearer aur_your_key');
  // The Sandbox link is a server page: a full navigation, not a route of the app.
  await expect(page.getByRole('link', { name: 'Apollo Sandbox with your key' })).toHaveAttribute('href', '/developers/sandbox#key=YOUR_KEY');
  await expectNoA11yViolations(page);
});

test('a key issued by staff reads the catalogue, with its budget in the answer', async ({ page }) => {
  const admin = await createAdmin(page.request);
  await signInThroughApi(page, admin.email, admin.password);
  const issued = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: { query: 'mutation { createPartnerApiKey(input: { label: "E2E partner", scopes: ["catalogue:read"] }) { secret } }' },
  });
  const secret = (await issued.json()).data.createPartnerApiKey.secret as string;
  const answer = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${secret}` },
    data: { query: '{ products(page: { limit: 3 }) { totalCount items { name } } }' },
  });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  expect(body.data.products.items).toHaveLength(3);
  expect(body.extensions.cost.budget.capacity).toBe(5000);
  const sandbox = await page.request.get('/developers/sandbox');
  expect(sandbox.status()).toBe(200);
  expect(await sandbox.text()).toContain("sharedHeaders: key ? { Authorization: 'Bearer ' + key } : {}");
});
