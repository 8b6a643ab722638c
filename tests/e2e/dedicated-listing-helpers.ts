import { expect, type Page } from '@playwright/test';

/** Consent stored up front so the cookie banner does not cover the listing. */
export async function acceptEssentialCookies(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('aurum_cookie_consent')) {
      localStorage.setItem(
        'aurum_cookie_consent',
        JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
      );
    }
  });
}

export const resultsLine = (page: Page) => page.getByRole('heading', { name: /^Showing \d+-\d+ of \d+ products$/ });

/** N from 'Showing X-Y of N products', once the listing has answered. */
export async function totalShown(page: Page): Promise<number> {
  await expect(resultsLine(page)).toBeVisible();
  const text = (await resultsLine(page).textContent()) ?? '';
  return Number(/of (\d+) products/.exec(text)?.[1]);
}

/** Waits until the results line shows a total different from `before`, and returns it. */
export async function totalChangedFrom(page: Page, before: number): Promise<number> {
  await expect(resultsLine(page)).not.toHaveText(new RegExp(`of ${before} products$`));
  return totalShown(page);
}

export const productNames = (page: Page) => page.getByRole('list', { name: /Luxury Watches|Designer Clothing/ }).locator('article h3').allTextContents();

export const filterPanel = (page: Page, title: string) => page.getByRole('dialog', { name: title });
