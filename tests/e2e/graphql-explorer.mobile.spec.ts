import { expect, expectNoA11yViolations, test } from './fixtures';

test('GraphiQL at /graphql on a phone: the header wraps, a query runs with nothing from other hosts', async ({ page, baseURL }) => {
  const shopHost = new URL(baseURL!).host;
  const blocked: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === shopHost) return route.continue();
    blocked.push(url.href);
    return route.abort('internetdisconnected');
  });
  await page.goto('/graphql');
  await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in Apollo Sandbox' })).toBeVisible();
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Watches');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.graphiql-response')).toContainText('"totalCount"');
  await expectNoA11yViolations(page);
  expect(blocked, 'requests to other hosts').toEqual([]);
});
