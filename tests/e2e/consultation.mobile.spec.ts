import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies, answerUpToSubmit, submitButton } from './consultation-helpers';
import { GRAPHQL_URL } from './graphql-requests';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('on a phone the report marks stale market data and the signals table hides its risk column', async ({ page }) => {
  // The real answer, with its data marked stale, as when the market feed has not updated for weeks. Every
  // request of the operation is looked at, its persisted-query retry too: on a first sight of the hash the
  // server answers PERSISTED_QUERY_NOT_FOUND and the client sends the query in full.
  await page.route(GRAPHQL_URL, async (route) => {
    if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName !== 'GenerateStyleConsultation') return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    if (body.data) body.data.generateStyleConsultation.consultation.metadata.dataStale = true;
    await route.fulfill({ response, json: body });
  });
  await answerUpToSubmit(page);
  await submitButton(page).click();

  await expect(page.getByRole('heading', { name: 'Your Consultation Report' })).toBeVisible();
  await expect(page.getByText('Stale Data')).toBeVisible();
  const table = page.getByRole('region', { name: 'Market Top Signals' });
  await expect(table.locator('tbody tr')).toHaveCount(15);
  await expect(table.getByRole('columnheader', { name: 'Risk' })).toBeHidden();
  await expect(table.getByRole('columnheader', { name: 'Class' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Score' })).toBeVisible();
  await expectNoA11yViolations(page);
});
