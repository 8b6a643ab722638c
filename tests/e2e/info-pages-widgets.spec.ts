import { expect, expectNoA11yViolations, test } from './fixtures';
import { storeCookieConsent } from './consent';

test.beforeEach(async ({ page }) => storeCookieConsent(page));

test('the FAQ has six questions that open and close by keyboard', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('button');
  await expect(questions).toHaveText([
    'How long does delivery take, and what does it cost?',
    'What is your returns policy?',
    'How do you guarantee that every piece is authentic?',
    'How do I find my size?',
    'What warranty comes with my purchase?',
    'Which payment methods do you accept?',
  ]);
  for (let i = 0; i < 6; i++) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');

  const shipping = questions.nth(0);
  const answer = page.getByRole('region', { name: 'How long does delivery take, and what does it cost?' });
  await shipping.focus();
  await page.keyboard.press('Enter');
  await expect(shipping).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('£25');

  // Down moves to the next question; Space opens it and the first stays open (each question on its own).
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(shipping).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'What is your returns policy?' })).toContainText('30 days');

  await page.keyboard.press('End');
  await expect(questions.nth(5)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shipping).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await expectNoA11yViolations(page);
});

test('the careers list opens one role at a time, by keyboard', async ({ page }) => {
  await page.goto('/careers');
  const openings = page.getByRole('region', { name: 'Current Openings' });
  const roles = openings.getByRole('heading', { level: 3 }).getByRole('button');
  await expect(roles).toHaveCount(5);
  await expect(roles.nth(0)).toContainText('Full-time');
  await expect(roles.filter({ hasText: 'Part-time' })).toHaveCount(1);

  await roles.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(roles.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(openings.getByRole('button', { name: 'Apply Now' })).toHaveCount(1);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(roles.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(roles.nth(0)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Space');
  for (let i = 0; i < 5; i++) await expect(roles.nth(i)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await openings.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Applying for Watch Authentication Technician' })).toBeVisible();

  await expect(page.getByRole('region', { name: 'The Application Process' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Submit Your CV' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the size guides switch between men’s, women’s and watch sizing with the arrow keys', async ({ page }) => {
  await page.goto('/size-guides');
  const tabs = page.getByRole('tablist', { name: 'Size guides' }).getByRole('tab');
  await expect(tabs).toHaveText(['Men’s Clothing', 'Women’s Clothing', 'Watch Sizing']);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  const mens = page.getByRole('tabpanel', { name: 'Men’s Clothing', exact: true });
  const chart = mens.getByRole('table', { name: /Men’s clothing sizes/ });
  for (const column of ['UK/US', 'EU', 'Chest (in)', 'Chest (cm)', 'Waist (in)', 'Waist (cm)', 'Collar (in)', 'Sleeve (cm)']) {
    await expect(chart.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }

  // Only the selected tab is in the Tab order.
  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
  const womens = page.getByRole('tabpanel', { name: 'Women’s Clothing', exact: true });
  await expect(mens).toBeHidden();
  for (const column of ['Bust (in)', 'Bust (cm)', 'Hip (in)', 'Hip (cm)']) {
    await expect(womens.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }

  await page.keyboard.press('End');
  await expect(tabs.nth(2)).toBeFocused();
  const watches = page.getByRole('tabpanel', { name: 'Watch Sizing' });
  for (const band of ['34mm and under', '35-39mm', '40-44mm', '45mm and above', 'Under 8mm', '8-11mm', '12-14mm', '15mm and above']) {
    await expect(watches.getByRole('rowheader', { name: band })).toBeVisible();
  }
  await expect(watches.getByRole('table', { name: 'Watch lug width categories' })).toBeVisible();
  await expect(watches.getByRole('table', { name: 'Recommended bracelet length by wrist circumference' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toBeFocused();
  await expect(mens).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  // Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(mens).toBeFocused();

  await expect(page.getByRole('link', { name: 'Contact Our Advisers' })).toHaveAttribute('href', '/contact');
  await expectNoA11yViolations(page);
});
