import { createAdmin, createVerifiedCustomer, signInThroughApi, toast } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { APPLICATION, expectNoSidewaysScroll, listingFields, PDF, png, sellerWithPendingListing, uniqueSuffix } from './marketplace-selling-helpers';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('a verified customer applies, is approved, lists a watch that staff approve, and sees it live', async ({ page }) => {
  // Two people across six screens: more than the time one page gets.
  test.setTimeout(150_000);
  const customer = await createVerifiedCustomer(page.request);
  const admin = await createAdmin(page.request);
  const legalName = `Amelia Hart ${uniqueSuffix()}`;
  const model = `Submariner ${uniqueSuffix()}`;

  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/marketplace/become-seller');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a seller' })).toBeVisible();
  await expect(page.getByText(/10% commission/).first()).toBeVisible();
  await expectNoA11yViolations(page);
  // A refused submit shows the server's words under each field and moves focus to the first.
  await page.getByRole('button', { name: 'Apply to sell' }).click();
  await expect(page.getByLabel('Legal name')).toBeFocused();
  await expect(page.getByText('Legal name must be at least 2 characters')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('Legal name').fill(legalName);
  await page.getByLabel('Address line').fill(APPLICATION.addressLine);
  await page.getByLabel('Town or city').fill(APPLICATION.city);
  await page.getByLabel('Postcode').fill(APPLICATION.postcode);
  await page.getByLabel('Sort code').fill(APPLICATION.sortCode);
  await page.getByLabel('Account number').fill(APPLICATION.accountNumber);
  await page.getByLabel('Identity document').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel(/I accept the seller terms/).check();
  await page.getByRole('button', { name: 'Apply to sell' }).click();
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await expect(page.getByText('Payout account •••• 5678')).toBeVisible();

  await page.context().clearCookies();
  await signInThroughApi(page, admin.email, admin.password);
  await page.goto('/admin/sellers');
  await expect(page.getByRole('heading', { level: 1, name: 'Sellers' })).toBeVisible();
  await page.getByRole('button', { name: legalName }).click();
  const drawer = page.getByRole('dialog', { name: `Seller application ${legalName}` });
  await expect(drawer.getByRole('link', { name: 'Download the identity document' })).toBeVisible();
  await expectNoA11yViolations(page);
  await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('dialog', { name: `Approve: ${legalName}` });
  await expectNoA11yViolations(page);
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toast(page, 'Seller approved')).toBeVisible();

  await page.context().clearCookies();
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/marketplace/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'List a watch' })).toBeVisible();
  await expectNoA11yViolations(page);
  const fields = listingFields(model);
  // A reference the market data knows fills in brand and model; the seller may still change them.
  await page.getByLabel('Reference', { exact: true }).fill(fields.reference.toLowerCase());
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Rolex');
  await expect(page.getByText(/Brand and model filled in from our market data/)).toBeVisible();
  for (const [label, value] of [['Brand', fields.brand], ['Model', fields.model], ['Reference', fields.reference], ['Year', fields.year], ['Case size (mm)', fields.caseSizeMm], ['Case material', fields.caseMaterial], ['Movement', fields.movement], ['Asking price (£)', fields.priceGbp], ['Serial number', fields.serialNumber]]) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('Description').fill(fields.description);
  await page.getByLabel('Condition').selectOption('Excellent');
  await page.getByLabel('Original box included').check();
  await page.getByLabel(/^Photos/).setInputFiles([await png('front.png'), await png('back.png'), await png('side.png')]);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(3);
  await page.getByLabel('Proof of ownership').setInputFiles(await png('proof.png'));
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/marketplace\/dashboard$/);
  await expect(toast(page, 'Listing submitted for review')).toBeVisible();
  const pending = page.getByRole('region', { name: /^Pending review/ });
  await expect(pending.getByRole('listitem', { name: new RegExp(model) })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.context().clearCookies();
  await signInThroughApi(page, admin.email, admin.password);
  await page.goto('/admin/listings');
  await page.getByRole('button', { name: new RegExp(model) }).click();
  const review = page.getByRole('dialog', { name: new RegExp(`Listing .*${model}`) });
  await expect(review.getByText(fields.serialNumber)).toBeVisible();
  await expect(review.getByRole('img', { name: /Proof of ownership/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: /^Approve:/ }).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toast(page, 'Listing approved: it is live')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stolen register' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.context().clearCookies();
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/seller/dashboard');
  await expect(page).toHaveURL(/\/marketplace\/dashboard$/);
  const live = page.getByRole('region', { name: /^Live/ }).getByRole('listitem', { name: new RegExp(model) });
  await expect(live).toBeVisible();
  await expect(live.getByRole('button', { name: /^Withdraw/ })).toBeVisible();
  for (const path of ['/marketplace/dashboard', '/marketplace/sell', '/marketplace/become-seller']) await expectNoSidewaysScroll(page, path);

  // A visitor finds it with the search and a filter, opens it and sees the market band of its reference.
  await page.context().clearCookies();
  await page.goto(`/marketplace/listings?search=${encodeURIComponent(model)}&condition=EXCELLENT&sellerType=PRIVATE`);
  const card = page.getByRole('main').locator('article[data-listing-id]').filter({ hasText: model });
  await expect(card).toHaveCount(1);
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(model) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Market Value' }).getByText(/Market data as of/)).toBeVisible();
  await expect(page.getByText(fields.serialNumber)).toHaveCount(0);
});

test('staff reject a listing with a reason and the seller reads it on the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(page.request);
  const model = `Daytona ${uniqueSuffix()}`;
  const seller = await sellerWithPendingListing(page, admin.email, admin.password, model);
  const reason = 'The proof photo does not show the handwritten note.';

  await signInThroughApi(page, admin.email, admin.password);
  await page.goto('/admin/listings');
  await page.getByRole('button', { name: new RegExp(model) }).click();
  const review = page.getByRole('dialog', { name: new RegExp(`Listing .*${model}`) });
  await review.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = page.getByRole('dialog', { name: /^Reject:/ });
  // The server's own message when the reason is missing, shown in the dialog.
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject.getByText('Please give a reason (at least 5 characters).')).toBeVisible();
  await expectNoA11yViolations(page);
  await reject.getByLabel('Reason (the seller reads it)').fill(reason);
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(toast(page, 'Listing rejected')).toBeVisible();
  // Focus returns to the page once the dialog and drawer close.
  await expect(reject).toBeHidden();

  await page.context().clearCookies();
  await signInThroughApi(page, seller.email, seller.password);
  await page.goto('/marketplace/dashboard');
  const card = page.getByRole('region', { name: /^Rejected/ }).getByRole('listitem', { name: new RegExp(model) });
  await expect(card.getByText(reason)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Submit for review/ })).toBeVisible();
  await expectNoA11yViolations(page);
});
