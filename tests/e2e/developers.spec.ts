import { createAdmin, signInThroughApi } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => storeCookieConsent(page));

test('the partner guide explains keys, scopes, costs and errors, with examples to copy', async ({ page }) => {
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'The Aurum Partner API' })).toBeVisible();
  for (const heading of ['Get a Key', 'Authentication and Scopes', 'Examples You Can Run', 'A GraphQL Query', 'A GraphQL GET', 'The Same Data over REST', 'From Node with fetch', 'From Apollo Client', 'What a Query Costs', 'Errors', 'Calling from a Web Page', 'Changes Without Surprises', 'Explore in GraphiQL']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'The partner surface, by scope' })).toContainText('catalogue:read');
  await expect(page.getByLabel('shell example')).toContainText('export AURUM_API_KEY=aur_your_key');
  await expect(page.getByLabel('curl example').first()).toContainText('Authorization: Bearer $AURUM_API_KEY');
  await expect(page.getByLabel('curl example').nth(1)).toContainText("-H 'apollo-require-preflight: true'");
  await expect(page.getByRole('table', { name: 'Cost of the expensive fields' })).toContainText('marketplaceListings (a page of listings with its total and filter counts)');
  // GraphiQL and the Sandbox are server pages: full navigations, not routes of the app.
  await expect(page.getByRole('link', { name: 'GraphiQL on /graphql' })).toHaveAttribute('href', '/graphql');
  await expect(page.getByRole('link', { name: 'GraphiQL with your key' })).toHaveAttribute('href', '/graphql#key=YOUR_KEY');
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
  expect(body.extensions.cost.budget.capacity).toBe(30_000);
  const sandbox = await page.request.get('/developers/sandbox');
  expect(sandbox.status()).toBe(200);
  expect(await sandbox.text()).toContain("sharedHeaders: key ? { Authorization: 'Bearer ' + key } : {}");
});

test('staff issue a key in the back office, see its secret once, and revoke it', async ({ page }) => {
  const admin = await createAdmin(page.request);
  await signInThroughApi(page, admin.email, admin.password);
  await page.goto('/admin/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner API keys' })).toBeVisible();
  await page.getByRole('button', { name: 'Issue a key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a partner API key' });
  await dialog.getByLabel('Label').fill('');
  await dialog.getByRole('button', { name: 'Issue key' }).click();
  await expect(dialog.getByText('Give the key a label of 1 to 80 characters.')).toBeVisible();
  const label = `Atelier Data ${Date.now()}`;
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByRole('checkbox', { name: /Market signals/ }).check();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Issue key' }).click();

  const secretDialog = page.getByRole('dialog', { name: `The secret of ${label}` });
  const secret = (await secretDialog.getByTestId('partner-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^aur_/);
  await secretDialog.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('catalogue:read, signals:read');
  expect((await page.request.get('/api/products/featured', { headers: { 'x-api-key': secret } })).status()).toBe(200);

  await row.getByRole('button', { name: `Revoke ${label}` }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke ${label}?` });
  await revoke.getByLabel('Reason').fill('Agreement ended');
  await revoke.getByRole('button', { name: 'Revoke key' }).click();
  await expect(row.getByText(/^Revoked/)).toBeVisible();
  expect((await page.request.get('/api/products/featured', { headers: { 'x-api-key': secret } })).status()).toBe(401);
  await expectNoA11yViolations(page);
});

test('staff list the web origins of a key, change them with a reason, and pages of those origins may call the API', async ({ page }) => {
  const admin = await createAdmin(page.request);
  await signInThroughApi(page, admin.email, admin.password);
  await page.goto('/admin/api-keys');
  await page.getByRole('button', { name: 'Issue a key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a partner API key' });
  const label = `Web shop ${Date.now()}`;
  const first = `https://first-${Date.now()}.example.com`;
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByLabel('Web origins (optional)').fill(`${first}/shop`);
  await dialog.getByRole('button', { name: 'Issue key' }).click();
  await expect(dialog.getByText(`${first}/shop has a path, query or fragment: an origin is only https://host or https://host:port.`)).toBeVisible();
  await dialog.getByLabel('Web origins (optional)').fill(first);
  await dialog.getByRole('button', { name: 'Issue key' }).click();
  await page.getByRole('dialog', { name: `The secret of ${label}` }).getByRole('button', { name: 'I have stored it' }).click();

  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText(first);
  const second = `https://second-${Date.now()}.example.com`;
  const originsButton = row.getByRole('button', { name: `Web origins of ${label}` });
  await originsButton.click();
  const edit = page.getByRole('dialog', { name: `Web origins of ${label}` });
  await expect(edit.getByLabel('Allowed origins')).toHaveValue(first);
  await edit.getByLabel('Allowed origins').fill(`${first}\nhttps://*.example.com`);
  await edit.getByLabel('Reason').fill('Partner opened a second shop');
  await edit.getByRole('button', { name: 'Save origins' }).click();
  await expect(edit.getByText('https://*.example.com has a wildcard: list each origin in full, e.g. https://shop.example.com.')).toBeVisible();
  await expectNoA11yViolations(page);
  await edit.getByLabel('Allowed origins').fill(`${first}\n${second}`);
  await edit.getByRole('button', { name: 'Save origins' }).click();
  await expect(edit).toBeHidden();
  await expect(originsButton).toBeFocused();
  await expect(row).toContainText(second);

  const preflight = await page.request.fetch('/graphql', { method: 'OPTIONS', headers: { origin: second, 'access-control-request-method': 'POST' } });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe(second);
  const elsewhere = await page.request.fetch('/graphql', { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example.com', 'access-control-request-method': 'POST' } });
  expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined();
  await expectNoA11yViolations(page);
});
