import { expect, expectNoA11yViolations, test } from './fixtures';
import { createVerifiedCustomer, signInThroughApi } from './account-helpers';
import {
  acceptCookies,
  answerUpToSubmit,
  continueButton,
  expectProgress,
  forgetFailedRequestErrors,
  routeOperation,
  submitButton,
} from './consultation-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('five steps lead to a report of real catalogue watches within the budget', async ({ page }) => {
  // Two full-page axe runs over a report of product cards: about 30 s on a busy two-core machine.
  test.setTimeout(60_000);
  await page.goto('/style-consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Style Consultation' })).toBeVisible();
  await expectProgress(page, 1, 0);
  await page.getByLabel('Watches').check();
  await continueButton(page).click();

  await expectProgress(page, 2, 20);
  await page.getByLabel('26-35').check();
  await page.getByLabel('Female', { exact: true }).check();
  // A female profile gets no men's pieces unless she asks for them too.
  await expect(page.getByLabel('Also show pieces designed for men')).not.toBeChecked();
  await continueButton(page).click();

  await expectProgress(page, 3, 45);
  await page.getByLabel('Classic').check();
  await page.getByLabel('Travel').check();
  await continueButton(page).click();

  await expectProgress(page, 4, 70);
  await expect(page.getByLabel('Balanced')).toBeChecked();
  await page.getByLabel('£5,000-£15,000').check();
  await page.getByLabel('Your preferences').fill('Steel and gold dress watches, leather straps.');
  await page.getByLabel('Your lifestyle').fill('Business meetings in the City and weekend sailing.');
  await expectNoA11yViolations(page);

  // Hold the answer back until the full-page loader has been seen.
  let sent: Record<string, unknown> | undefined;
  let releaseAnswer!: () => void;
  const loaderSeen = new Promise<void>((resolve) => (releaseAnswer = resolve));
  await routeOperation(page, 'GenerateStyleConsultation', async (route) => {
    sent = (route.request().postDataJSON() as { variables: { input: Record<string, unknown> } }).variables.input;
    await loaderSeen;
    await route.continue();
  });
  await submitButton(page).click();
  await expect(page.getByRole('status').getByText('Analyzing Your Style Profile')).toBeVisible();
  releaseAnswer();
  // Gender and preferences go with the five fields, so the picks can respect them. The loader shows on the
  // tap; the request follows once its code and the Apollo client are in (preloaded during this step).
  await expect.poll(() => sent).toMatchObject({ gender: 'female', includeAllGenders: false, preferences: 'Steel and gold dress watches, leather straps.' });

  await expect(page.getByRole('heading', { name: 'Your Consultation Report' })).toBeVisible();
  await expectProgress(page, 5, 100);
  await expect(page.getByText(/^Generated \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText('Stale Data')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Allocation: core 50%, growth 35%, speculative 15%' })).toBeVisible();
  const legend = page.getByRole('list', { name: 'Legend' });
  for (const key of ['Strong Buy', 'Accumulate', 'Value Opportunities', 'Avoid']) await expect(legend).toContainText(key);
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Core Holdings' })).toBeVisible();

  // Every recommended product is a real, in-stock catalogue watch within £5,000-£15,000, linked to its page.
  const links = page.getByRole('list', { name: 'Recommended products' }).getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  for (const link of await links.all()) {
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/product\/\d+$/);
    const product = await (await page.request.get(`/api${href!.replace('/product/', '/products/')}`)).json();
    expect(product.name).toBe(await link.textContent());
    expect(product.category).toBe('watches');
    expect(product.inStock).toBe(true);
    const price = product.salePrice ?? product.price;
    expect(price).toBeGreaterThanOrEqual(5000);
    expect(price).toBeLessThanOrEqual(15000);
  }

  const signals = page.getByRole('region', { name: 'Market Top Signals' });
  await expect(signals.locator('tbody tr')).toHaveCount(15);
  for (const column of ['#', 'Watch', 'Score', 'Momentum', 'Value', 'Liquidity', 'Risk', 'Class']) {
    await expect(signals.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Follow-up Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next Steps' })).toBeVisible();
  await expectNoA11yViolations(page);

  // A new consultation starts from an empty step 1.
  await page.getByRole('button', { name: 'Start a New Consultation' }).click();
  await expectProgress(page, 1, 0);
  await expect(page.getByLabel('Watches')).not.toBeChecked();
  await continueButton(page).click();
  await expect(page.getByText('Select an interest focus')).toBeVisible();
});

test('each step shows its validation messages and holds the shopper until they are answered', async ({ page }) => {
  await page.goto('/style-consultation');
  await continueButton(page).click();
  await expect(page.getByText('Select an interest focus')).toBeVisible();
  await expectProgress(page, 1, 0);
  await page.getByLabel('Clothing').check();
  await expect(page.getByText('Select an interest focus')).toHaveCount(0);
  await continueButton(page).click();

  await continueButton(page).click();
  await expect(page.getByText('Age is required')).toBeVisible();
  await expect(page.getByText('Gender is required')).toBeVisible();
  await expectProgress(page, 2, 20);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expectProgress(page, 1, 0);
  await expect(page.getByLabel('Clothing')).toBeChecked();
  await continueButton(page).click();
  await page.getByLabel('56+').check();
  await page.getByLabel('Prefer not to say').check();
  await continueButton(page).click();

  await continueButton(page).click();
  await expect(page.getByText('Personal style is required')).toBeVisible();
  await expect(page.getByText('Select at least one occasion')).toBeVisible();
  await page.getByLabel('Minimalist').check();
  await page.getByLabel('Date Nights').check();
  await continueButton(page).click();

  await submitButton(page).click();
  await expect(page.getByText('Budget range is required')).toBeVisible();
  await expect(page.getByText('Please describe your preferences (minimum 10 characters)')).toBeVisible();
  await expect(page.getByText('Please describe your lifestyle (minimum 10 characters)')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('£1,000-£5,000').check();
  await page.getByLabel('Your preferences').fill('123456789');
  await page.getByLabel('Your lifestyle').fill('Office days and travel abroad.');
  await submitButton(page).click();
  await expect(page.getByText('Please describe your preferences (minimum 10 characters)')).toBeVisible();
  await expectProgress(page, 4, 70);

  await page.getByLabel('Your preferences').fill('1234567890');
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your Consultation Report' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wardrobe Foundations' })).toBeVisible();
});

test('a network failure keeps the answers on step 4 with the error box, and a retry succeeds', async ({ page, consoleErrors }) => {
  await answerUpToSubmit(page);
  await routeOperation(page, 'GenerateStyleConsultation', (route) => route.abort('failed'));
  await submitButton(page).click();

  const box = page.getByRole('alert').filter({ hasText: 'Unable to generate recommendations' });
  await expect(box).toBeVisible();
  await expect(box).toContainText('Network error');
  await expect(box.getByRole('link', { name: 'contact our support team' })).toHaveAttribute('href', '/contact');
  await expectProgress(page, 4, 70);
  await expect(page.getByLabel('Your lifestyle')).toHaveValue('Business meetings in the City and weekend sailing.');
  await expectNoA11yViolations(page);
  forgetFailedRequestErrors(consoleErrors);

  await page.unrouteAll({ behavior: 'wait' });
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your Consultation Report' })).toBeVisible();
});

test('the error box shows the server’s own text, or says no consultation came back', async ({ page }) => {
  await answerUpToSubmit(page);
  let answer: object = { errors: [{ message: 'Budget range is required', extensions: { code: 'BAD_USER_INPUT' } }], data: null };
  await routeOperation(page, 'GenerateStyleConsultation', (route) => route.fulfill({ json: answer }));
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to generate recommendations' })).toContainText('Budget range is required');

  answer = { data: { generateStyleConsultation: { __typename: 'StyleConsultationResult', success: false, consultation: null } } };
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to generate recommendations' })).toContainText('No consultation data returned from server.');
});

test.describe('the signals table states', () => {
  test('says when there are no signals yet', async ({ page }) => {
    await routeOperation(page, 'MarketSignals', (route) =>
      route.fulfill({ json: { data: { marketSignals: { __typename: 'MarketSignalList', asOf: null, dataStale: true, signals: [] } } } }),
    );
    await answerUpToSubmit(page);
    await submitButton(page).click();
    await expect(page.getByText('No signals available yet.')).toBeVisible();
  });

  test('says "Failed to load signals" when the answer is not OK', async ({ page, consoleErrors }) => {
    await routeOperation(page, 'MarketSignals', (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    await answerUpToSubmit(page);
    await submitButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load signals' })).toBeVisible();
    forgetFailedRequestErrors(consoleErrors);
  });

  test('shows a dash in empty cells', async ({ page }) => {
    const row = { __typename: 'MarketSignal', rank: 1, brand: 'Rolex', model: 'Submariner', reference: '124060', score: 71, momentumScore: null, valueScore: 40, liquidityScore: 80, riskScore: 12, classification: 'hold' };
    await routeOperation(page, 'MarketSignals', (route) =>
      route.fulfill({ json: { data: { marketSignals: { __typename: 'MarketSignalList', asOf: '2026-01-01', dataStale: false, signals: [row] } } } }),
    );
    await answerUpToSubmit(page);
    await submitButton(page).click();
    const cells = page.getByRole('region', { name: 'Market Top Signals' }).locator('tbody td');
    await expect(cells.nth(2)).toHaveText('—');
  });
});

test('a signed-in customer finds the report saved under My Account and reopens it', async ({ page, request }) => {
  // Two full-page axe runs over a report of product cards: about 30 s on a busy two-core machine.
  test.setTimeout(60_000);
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  await answerUpToSubmit(page);
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your Consultation Report' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Saved to your account')).toBeVisible();
  const firstPick = await page.getByRole('list', { name: 'Recommended products' }).getByRole('heading', { level: 3 }).first().innerText();

  await page.goto('/account/consultations');
  await expect(page.getByRole('heading', { level: 1, name: 'Style consultations' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved consultations' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('Watches · £5,000-£15,000');
  await expect(saved.first()).toContainText('Classic style · Balanced risk');
  await expectNoA11yViolations(page);

  const view = saved.first().getByRole('button', { name: 'View report' });
  await view.click();
  await expect(page.getByRole('heading', { name: 'Your Consultation Report' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Recommended products' }).getByRole('heading', { level: 3 }).first()).toHaveText(firstPick);
  await expect(saved.first().getByRole('button', { name: 'Hide report' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Start a New Consultation' }).click();
  await expect(page).toHaveURL(/\/style-consultation$/);
});

test('My Account shows an invitation when no consultation was saved yet', async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/account/consultations');
  await expect(page.getByText('You have no saved consultations yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a Style Consultation' })).toHaveAttribute('href', '/style-consultation');
});
