import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies, answerUpToSubmit, routeOperation, submitButton } from './consultation-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('on a phone the report marks stale market data and the signals table hides its risk column', async ({ page }) => {
  // The real answer, with its data marked stale, as when the market feed has not updated for weeks.
  await routeOperation(page, 'GenerateStyleConsultation', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.generateStyleConsultation.consultation.metadata.dataStale = true;
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
