import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeCookieConsent } from './consent';

const isVital = (request: Request) => request.url().endsWith('/api/analytics/web-vitals') && request.method() === 'POST';

test('with analytics accepted, web vitals are beaconed as {name, value, rating, delta, id} and stored', async ({ page }) => {
  await storeCookieConsent(page, { analytics: true });
  const vitals: Record<string, unknown>[] = [];
  const statuses: number[] = [];
  page.on('request', (request) => {
    if (isVital(request)) vitals.push(JSON.parse(request.postData() ?? '{}'));
  });
  page.on('response', (response) => {
    if (isVital(response.request())) statuses.push(response.status());
  });

  await page.goto('/faq');
  await expect.poll(() => vitals.map((v) => v.name).sort()).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  // LCP is final at the first input.
  await page.keyboard.press('Tab');
  await expect.poll(() => vitals.map((v) => v.name)).toContain('LCP');

  for (const vital of vitals) {
    expect(Object.keys(vital).sort()).toEqual(['delta', 'id', 'name', 'rating', 'value']);
    expect(['good', 'needs-improvement', 'poor']).toContain(vital.rating);
    expect(typeof vital.value).toBe('number');
    expect(vital.delta).toBe(vital.value);
  }
  // More vitals may still be reported meanwhile (CLS, INP): wait until every one sent has its answer.
  await expect.poll(() => statuses.length > 0 && statuses.length === vitals.length).toBe(true);
  expect(new Set(statuses)).toEqual(new Set([204]));
});

test('without analytics consent no web vitals leave the browser', async ({ page }) => {
  await storeCookieConsent(page, { analytics: false });
  const vitals: Request[] = [];
  page.on('request', (request) => {
    if (isVital(request)) vitals.push(request);
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  expect(vitals).toEqual([]);
});
