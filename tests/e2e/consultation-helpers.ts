import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';
import { GRAPHQL_URL, graphqlCall } from './graphql-requests';

/** Consent stored up front so the cookie banner does not cover the wizard. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('aurum_cookie_consent')) {
      localStorage.setItem('aurum_cookie_consent', JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }));
    }
  });
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Get My Recommendations' });

export async function expectProgress(page: Page, step: number, percent: number) {
  await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Consultation progress' })).toHaveAttribute('aria-valuenow', String(percent));
}

/** Answers steps 1–3 and fills step 4 (watches, classic, £5,000-£15,000); stops before submitting. */
export async function answerUpToSubmit(page: Page, budget = '£5,000-£15,000') {
  await page.goto('/style-consultation');
  await page.getByLabel('Watches').check();
  await continueButton(page).click();
  await page.getByLabel('36-45').check();
  await page.getByLabel('Male', { exact: true }).check();
  await continueButton(page).click();
  await page.getByLabel('Classic').check();
  await page.getByLabel('Business/Professional').check();
  await continueButton(page).click();
  await page.getByLabel(budget).check();
  await page.getByLabel('Your preferences').fill('Steel and gold dress watches, leather straps.');
  await page.getByLabel('Your lifestyle').fill('Business meetings in the City and weekend sailing.');
}

/** Routes one GraphQL operation (by name) through `handle`; every other request goes on as usual. */
export async function routeOperation(page: Page, operationName: string, handle: (route: Route) => Promise<void>) {
  await page.route(GRAPHQL_URL, async (route) => {
    if (graphqlCall(route.request())?.operationName === operationName) await handle(route);
    else await route.fallback();
  });
}

/** Drops the browser's own "Failed to load resource" lines that a deliberately failed request produces. */
export function forgetFailedRequestErrors(consoleErrors: string[]) {
  for (let i = consoleErrors.length - 1; i >= 0; i -= 1) {
    if (/Failed to load resource|ERR_FAILED/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  }
}
