import { createVerifiedCustomer, signInThroughApi, toast } from './account-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies } from './shop-lists-helpers';

test('signed out, "Save this search" asks to sign in and come back to the same search', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/marketplace/listings?search=Submariner');
  await expect(page.getByRole('link', { name: 'Sign in to save this search' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/marketplace/listings?search=Submariner')}`);
  await expectNoA11yViolations(page);
});

test('a signed-in customer saves the search shown, sees it on /account/alerts and deletes it', async ({ page, request }, testInfo) => {
  await acceptCookies(page);
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);

  await page.goto('/marketplace/listings');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(toast(page, 'Could not save this search')).toBeVisible();

  await page.goto('/marketplace/listings?search=Submariner&boxAndPapers=true');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(toast(page, 'Search saved')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('browse-1280.png') });

  await page.goto('/account/alerts');
  const saved = page.getByRole('region', { name: 'Saved searches' });
  await expect(saved.getByRole('listitem')).toHaveText([/“Submariner” · box and papers/]);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('alerts-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('alerts-390.png'), fullPage: true });
  await page.goto('/marketplace/listings?search=Submariner&boxAndPapers=true');
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('browse-390.png') });

  await page.goto('/account/alerts');
  await saved.getByRole('button', { name: 'Delete saved search: “Submariner” · box and papers' }).click();
  await expect(toast(page, 'Saved search deleted')).toBeVisible();
  await expect(saved).toContainText('No saved searches.');
});
