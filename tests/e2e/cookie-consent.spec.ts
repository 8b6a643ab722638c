import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';

const KEY = 'aurum_cookie_consent';

async function storedConsent(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'Cookie consent' });
}

test('the banner shows on a first visit and passes accessibility checks', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
  await expectNoA11yViolations(page);
});

test('Accept All stores analytics and marketing, and survives a reload', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();

  const consent = await storedConsent(page);
  expect(consent).toMatchObject({ essential: true, analytics: true, marketing: true });
  expect(Number.isNaN(Date.parse(String(consent?.timestamp)))).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: true });
});

test('Essential Only stores both optional categories as off, and survives a reload', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Essential Only' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ essential: true, analytics: false, marketing: false });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('Learn more opens preferences; saving a choice hides the banner and persists', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Learn more' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();
  const essential = dialog.getByRole('switch', { name: 'Essential' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await expectNoA11yViolations(page);

  await dialog.getByRole('switch', { name: 'Analytics' }).check();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ essential: true, analytics: true, marketing: false });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();

  // The footer reopens the same preferences, showing the stored choice.
  await page.getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
});

test('the preferences dialog closes with Escape and returns focus; the banner stays', async ({ page }) => {
  await page.goto('/');
  const learnMore = banner(page).getByRole('button', { name: 'Learn more' });
  await learnMore.click();
  await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(learnMore).toBeFocused();
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
});

test('the banner can be used with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const accept = banner(page).getByRole('button', { name: 'Accept All' });
  await expect(accept).toBeVisible();
  for (let presses = 0; presses < 8; presses++) {
    await page.keyboard.press('Tab');
    if (await accept.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: true });
});
