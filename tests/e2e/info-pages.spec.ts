import { expect, expectNoA11yViolations, test } from './fixtures';
import { storeCookieConsent } from './consent';

/** Every Info route of accounts-support-info.md §2 but /contact and /error-test: [path, h1, document title]. */
const INFO_PAGES: [string, string, string][] = [
  ['/terms-and-conditions', 'Terms and Conditions', 'Terms and Conditions'],
  ['/privacy-policy', 'Privacy Policy', 'Privacy Policy'],
  ['/shipping-returns', 'Shipping & Returns', 'Shipping & Returns'],
  ['/warranty', 'Warranty Information', 'Warranty Information'],
  ['/faq', 'Frequently Asked Questions', 'Frequently Asked Questions'],
  ['/size-guides', 'Size Guides', 'Size Guides'],
  ['/heritage', 'A Heritage of Excellence', 'Our Heritage'],
  ['/craftsmanship', 'Craftsmanship', 'Craftsmanship'],
  ['/sustainability', 'Sustainability', 'Sustainability'],
  ['/careers', 'Careers at Aurum', 'Careers'],
  ['/press', 'Press & Media', 'Press & Media'],
  ['/cookies-policy', 'Cookies Policy', 'Cookies Policy'],
  ['/accessibility', 'Accessibility Statement', 'Accessibility Statement'],
  ['/about', 'Our Story', 'About Aurum'],
  ['/our-story', 'Our Story', 'Our Story'],
  ['/social-media', 'Follow Aurum', 'Social Media'],
  ['/authentication', 'Account Authentication', 'Account Authentication'],
  ['/luxury-watches', 'Luxury Watches', 'Luxury Watches'],
  ['/designer-fashion', 'Designer Fashion', 'Designer Fashion'],
  ['/shipping-info', 'Shipping Information', 'Shipping Information'],
  ['/returns', 'Returns & Refunds', 'Returns'],
  ['/size-guide', 'Size Guide', 'Size Guide'],
];

test.beforeEach(async ({ page }) => storeCookieConsent(page));

for (const [path, heading, title] of INFO_PAGES) {
  test(`${path} renders its heading and title and passes accessibility checks`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${title} — Aurum`);
    await expectNoA11yViolations(page);
  });
}

test('the shipping, warranty, size guide, press and accessibility pages link to /contact', async ({ page }) => {
  for (const path of ['/shipping-returns', '/warranty', '/size-guides', '/press', '/accessibility']) {
    await page.goto(path);
    await expect(page.getByRole('main').locator('a[href="/contact"]').first(), path).toBeVisible();
  }
});

test('shipping shows both rate tables honestly, and returns 30 days in 3-5 business days', async ({ page }) => {
  await page.goto('/shipping-returns');
  const standard = page.getByRole('table', { name: 'Standard and scheduled delivery rates' });
  for (const [service, cost] of [
    ['Standard', 'Complimentary on orders over £500'],
    ['Express', '£25'],
    ['Same Day', '£50'],
    ['Europe', '£20'],
    ['North America', '£35'],
    ['Rest of World', '£45'],
  ]) {
    await expect(standard.getByRole('row', { name: new RegExp(`^${service}`) })).toContainText(cost);
  }
  const priority = page.getByRole('table', { name: 'Express and priority courier rates' });
  await expect(priority.getByRole('row', { name: /UK Next Day/ })).toContainText('£15');
  await expect(priority.getByRole('row', { name: /UK Next Day/ })).toContainText('before 2 PM');
  await expect(priority.getByRole('row', { name: /Europe Express/ })).toContainText('2-3 days');
  await expect(priority.getByRole('row', { name: /Worldwide Express/ })).toContainText('£45');
  const main = page.getByRole('main');
  await expect(main).toContainText('over £10,000');
  await expect(main).toContainText('over 100 countries');
  await expect(main).toContainText('30 days');
  await expect(main).toContainText('3-5 business days of reaching us');
  await expect(main).toContainText('5-7 business days');
});

test('the terms give 14 days to cancel and refund, 20% VAT, and the warranties', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  const main = page.getByRole('main');
  await expect(main).toContainText('within 14 days of the day you receive it');
  await expect(main).toContainText('refund the price and the standard delivery charge within 14 days');
  await expect(main).toContainText('UK VAT at 20%');
  await expect(main).toContainText('2-5 years');
  await expect(main).toContainText('12-month warranty');
  await expect(main).toContainText('90 days');
  await expect(main).toContainText('£1,000 in store credit');
});

test('the cookies policy and accessibility statement carry their dates and promises', async ({ page }) => {
  await page.goto('/cookies-policy');
  await expect(page.getByRole('main')).toContainText('Last updated: May 13, 2025');
  const cookies = page.getByRole('table', { name: 'Cookies, their purpose and how long they last' });
  for (const duration of ['Session', '30 days', '1 year', '2 years', '3 months']) await expect(cookies).toContainText(duration);

  await page.goto('/accessibility');
  const main = page.getByRole('main');
  await expect(main).toContainText('Last updated: May 1, 2025');
  await expect(main).toContainText('WCAG) 2.1 at level AA');
  await expect(main).toContainText('within 2 business days');
});

test('our story shows the stats and the three values', async ({ page }) => {
  await page.goto('/our-story');
  const main = page.getByRole('main');
  for (const fact of ['2020', '5,000+', '50,000+', 'Mayfair']) await expect(main).toContainText(fact);
  for (const value of ['Authenticity', 'Excellence', 'Service']) {
    await expect(main.getByRole('heading', { level: 3, name: value })).toBeVisible();
  }
});

test('heritage shows four highlights and three partnerships: Swiss, Italian, French', async ({ page }) => {
  await page.goto('/heritage');
  await expect(page.getByRole('heading', { level: 2, name: 'Rooted in the Traditions of Mayfair' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The Aurum Standard' }).getByRole('listitem')).toHaveCount(4);
  const partners = page.getByRole('region', { name: 'Partners in Craft' }).getByRole('listitem');
  await expect(partners).toHaveCount(3);
  for (const country of ['Swiss', 'Italian', 'French']) await expect(partners.filter({ hasText: country })).toHaveCount(1);
});

test('craftsmanship has five steps and sustainability a 2023-2030 timeline, both leading to the watches', async ({ page }) => {
  await page.goto('/craftsmanship');
  await expect(page.getByRole('region', { name: 'Five Steps, by Hand' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Explore Watches' })).toHaveAttribute('href', '/products/watches');

  await page.goto('/sustainability');
  const timeline = page.getByRole('region', { name: 'Our Commitments, 2023 to 2030' }).getByRole('listitem');
  await expect(timeline.first()).toContainText('2023');
  await expect(timeline.last()).toContainText('2030');
  await expect(page.getByRole('link', { name: 'Explore Watches' })).toHaveAttribute('href', '/products/watches');
});

test('press lists four releases, four coverage items, asset buttons and a media contact', async ({ page }) => {
  await page.goto('/press');
  await expect(page.getByRole('region', { name: 'Press Releases' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Media Coverage' }).getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Download Logo Pack' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logo pack requested' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Press Office' }).getByRole('link', { name: 'Contact the Press Office' })).toHaveAttribute('href', '/contact');
});

test('designer fashion names its four categories; social media its four networks', async ({ page }) => {
  await page.goto('/designer-fashion');
  for (const category of ['Evening Wear', 'Casual Luxury', 'Accessories', 'Footwear']) {
    await expect(page.getByRole('heading', { level: 3, name: category })).toBeVisible();
  }
  await page.goto('/social-media');
  for (const network of ['Instagram', 'Facebook', 'X', 'YouTube']) {
    await expect(page.getByRole('link', { name: `Aurum on ${network}`, exact: true })).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(page.getByRole('main')).toContainText('#AurumLondon');
});

test('the authentication page walks through the verification journey', async ({ page }) => {
  await page.goto('/authentication');
  const steps = page.getByRole('region', { name: 'Four Steps to a Secure Account' }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(['Email Verification', 'Phone Verification', 'Two-Factor Authentication', 'Account Activation']);
  await expect(page.getByRole('main')).toContainText('6-digit code');
});

test('warranties: 2-5 years on the warranty page, 2 to 8 in the FAQ, with both support-hour readings', async ({ page }) => {
  await page.goto('/warranty');
  const cover = page.getByRole('table', { name: 'Warranty cover by type of piece' });
  await expect(cover.getByRole('row', { name: /^New watches/ })).toContainText('2-5 years');
  await expect(cover.getByRole('row', { name: /^Certified pre-owned/ })).toContainText('12 months');
  await expect(cover.getByRole('row', { name: /^Designer clothing/ })).toContainText('90 days');
  await expect(page.getByRole('main')).toContainText('and add £1,000 in store credit');

  await page.goto('/faq');
  await page.getByRole('button', { name: 'What warranty comes with my purchase?' }).click();
  await expect(page.getByRole('region', { name: 'What warranty comes with my purchase?' })).toContainText('from 2 to 8 years');
  await page.getByRole('button', { name: 'Which payment methods do you accept?' }).click();
  await expect(page.getByRole('region', { name: 'Which payment methods do you accept?' })).toContainText('VAT at 20%');
  const help = page.getByRole('region', { name: 'Still Have a Question?' });
  await expect(help).toContainText('9:00–21:00 GMT, every day');
  await expect(help).toContainText('Monday to Saturday, 9am–6pm');
  await expect(help).toContainText('within 24 hours; within 1 hour for VIP clients');
});
