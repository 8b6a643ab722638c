import { createAdmin, signInThroughApi, toast } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { sellerWithTwoReviews } from './marketplace-reviews-helpers';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('staff hide one review with a reason and publish another; the log shows both; the seller and listing pages show the published one and the rating', async ({ page }) => {
  // Three people, two completed orders and five screens: more than the time one page gets.
  test.setTimeout(300_000);
  const admin = await createAdmin(page.request);
  const praise = { rating: 5, text: 'Immaculate Submariner, exactly as described and beautifully packed.' };
  const complaint = { rating: 2, text: 'Took nine days to ship and never answered my messages.' };
  const seller = await sellerWithTwoReviews(page, admin, [praise, complaint]);
  const [published, hidden] = seller.reviews;

  await signInThroughApi(page, admin.email, admin.password);
  await page.goto('/admin/reviews');
  // The first admin page loads its lazy chunks on a busy two-core machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reviews', exact: true })).toHaveAttribute('aria-current', 'page');
  const queue = page.getByRole('table', { name: 'Reviews of sellers, oldest first' });
  await expect(queue.getByRole('row').filter({ hasText: praise.text })).toBeVisible();
  await expectNoA11yViolations(page);

  // Hide: a reason is required (the server's words in the dialog); focus is trapped in the dialog and comes back on Escape.
  const hideButton = page.getByRole('button', { name: `Hide the review of ${seller.legalName} on order ${hidden.orderNumber}` });
  await hideButton.click();
  const hideDialog = page.getByRole('dialog', { name: `Hide the review of ${seller.legalName}` });
  await expect(hideDialog).toBeVisible();
  await expectNoA11yViolations(page);
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    await expect.poll(() => hideDialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(hideDialog).toBeHidden();
  await expect(hideButton).toBeFocused();
  await hideButton.click();
  await hideDialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(hideDialog.getByText('Please give a reason for hiding this review (at least 5 characters).')).toBeVisible();
  await hideDialog.getByLabel('Reason (the buyer reads it)').fill('Complaint about delivery times belongs with our support team.');
  await hideDialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(toast(page, 'Review hidden')).toBeVisible();
  await expect(queue.getByRole('row').filter({ hasText: complaint.text })).toHaveCount(0);

  await page.getByRole('button', { name: `Publish the review of ${seller.legalName} on order ${published.orderNumber}` }).click();
  const publishDialog = page.getByRole('dialog', { name: `Publish the review of ${seller.legalName}` });
  await expect(publishDialog.getByText('The review appears on the seller’s page at once and counts in their rating.')).toBeVisible();
  await publishDialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(toast(page, 'Review published')).toBeVisible();
  await page.getByLabel('Status').selectOption('Hidden');
  await expect(queue.getByRole('row').filter({ hasText: complaint.text })).toContainText('Complaint about delivery times belongs with our support team.');
  await expectNoA11yViolations(page);

  // The log: both actions by this moderator, newest first; the action filter narrows it to the hidden one.
  await page.getByRole('link', { name: 'Moderation log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review moderation log' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter moderation actions' });
  await filters.getByLabel('Moderator').fill(admin.email);
  await filters.getByRole('button', { name: 'Filter' }).click();
  const log = page.getByRole('table', { name: 'Review moderation actions, newest first' });
  await expect(log.getByRole('row')).toHaveCount(3);
  await expect(log.getByRole('row').nth(1)).toContainText('Published');
  await expect(log.getByRole('row').nth(1)).toContainText(published.orderNumber);
  await expect(log.getByRole('row').nth(2)).toContainText('Hidden');
  await expect(log.getByRole('row').nth(2)).toContainText(admin.email);
  await expect(log.getByRole('row').nth(2)).toContainText('Awaiting moderation → Hidden');
  await expectNoA11yViolations(page);
  await filters.getByLabel('Action').selectOption('Hidden');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row').nth(1)).toContainText('Complaint about delivery times belongs with our support team.');
  await expect(page.getByText('1 action · newest first')).toBeVisible();

  // The public: the published review and the rating, never the hidden one.
  await page.context().clearCookies();
  await page.goto(`/marketplace/seller/${seller.sellerId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('5.0 out of 5 (1 review)')).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem')).toHaveCount(1);
  await expect(reviews.getByRole('listitem')).toContainText(praise.text);
  await expect(reviews.getByRole('listitem')).toContainText('Oliver G. · Verified purchase');
  await expect(reviews.getByRole('listitem').getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(page.getByText(complaint.text)).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.goto(`/marketplace/listings/${seller.liveListingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('5.0 out of 5 (1 review)')).toBeVisible();
  await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expectNoA11yViolations(page);
});
