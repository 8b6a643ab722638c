import type { Page } from '@playwright/test';

/** Stores a cookie choice before the page loads, so the banner stays out of the way (or analytics is on). */
export async function storeCookieConsent(page: Page, { analytics = false, marketing = false } = {}): Promise<void> {
  await page.addInitScript(
    (choice) => localStorage.setItem('aurum_cookie_consent', JSON.stringify({ essential: true, ...choice, timestamp: new Date().toISOString() })),
    { analytics, marketing },
  );
}
