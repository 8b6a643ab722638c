import { createAdmin, createVerifiedCustomer, toast } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect as baseExpect, expectNoA11yViolations, test } from './fixtures';
import { commissionPercent, DELIVERY, deliveredOrderThroughApi, graphqlAs, sellerWithLiveListing, signInAs } from './marketplace-escrow-helpers';
import { png, uniqueSuffix } from './marketplace-selling-helpers';

const gbp = (pence: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
const PRICE_PENCE = 1_125_000;
const RESERVED = /This watch is reserved by another buyer who is checking out\. If they do not complete their purchase it will be available again within 15 minutes\./;

// Each step waits on a server shared by two browsers (and, here, other engineers' runs): a page may take longer than the default to answer.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('a buyer pays through escrow, the seller ships, the buyer accepts and the seller’s available balance grows by the price less commission', async ({ page }) => {
  // Three people across eight screens.
  test.setTimeout(300_000);
  const admin = await createAdmin(page.request);
  const model = `Explorer ${uniqueSuffix()}`;
  const { seller, listingId } = await sellerWithLiveListing(page, admin, model);
  const buyer = await createVerifiedCustomer(page.request);
  const commission = await commissionPercent(page.request);

  // The seller sees the commission before listing, and an empty balance.
  await signInAs(page, seller);
  await page.goto('/marketplace/sell');
  await expect(page.getByTestId('commission-note')).toContainText(`${commission}%`);
  await page.goto('/marketplace/dashboard');
  await expect(page.getByTestId('balance-available')).toContainText(gbp(0));
  await expectNoA11yViolations(page);

  // The buyer goes from the listing to the checkout.
  await signInAs(page, buyer);
  await page.goto(`/marketplace/listings/${listingId}`);
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/checkout/${listingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Buy with escrow' })).toBeVisible();
  await expect(page.getByTestId('mp-checkout-total')).toHaveText(gbp(PRICE_PENCE + 4_500));
  await expect(page.getByRole('region', { name: 'Protected by Aurum escrow' })).toContainText('never by you');
  await expectNoA11yViolations(page);
  // The address form's own rules first, in the shop checkout's words.
  await page.getByLabel('Postcode', { exact: true }).fill('NOPE');
  await page.getByLabel('City', { exact: true }).fill(DELIVERY.city);
  await expect(page.getByText('Please enter a valid UK postcode (e.g., SW1A 1AA)')).toBeVisible();
  await page.getByLabel('Full name', { exact: true }).fill(DELIVERY.name);
  await page.getByLabel('Phone', { exact: true }).fill(DELIVERY.phone);
  await page.getByLabel('Address', { exact: true }).fill(DELIVERY.address);
  await page.getByLabel('Postcode', { exact: true }).fill(DELIVERY.postalCode);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('mp-reservation')).toContainText(/Reserved for you for 1[45]:\d{2} minutes/);
  await expectNoA11yViolations(page);
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry', { exact: true }).fill('12 / 34');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByRole('button', { name: `Pay ${gbp(PRICE_PENCE + 4_500)}` }).click();

  await expect(page).toHaveURL(/\/marketplace\/order-confirmation\?order=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('mp-order-number')).toHaveText(/^MP-[0-9A-Z]{8}$/);
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('within 5 business days');
  await expectNoA11yViolations(page);
  const orderUrl = new URL(page.url()).searchParams.get('order')!;
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/orders/${orderUrl}$`));
  await expect(page.getByTestId('mp-order-status')).toHaveText('Paid, awaiting shipment');

  // The seller finds the sale under Sales (keyboard tabs) and ships it.
  await signInAs(page, seller);
  await page.goto('/marketplace/orders');
  const purchasesTab = page.getByRole('tab', { name: 'Purchases' });
  await expect(page.getByText('You have not bought a watch on the marketplace yet.', { exact: false })).toBeVisible();
  await purchasesTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sales' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Sales' })).toHaveAttribute('aria-selected', 'true');
  const sale = page.getByRole('list', { name: 'Your sales' }).getByRole('listitem').filter({ hasText: model });
  await expect(sale).toContainText('Buyer: Oliver Grant');
  await expect(sale).toContainText('Ship the watch insured and signed for');
  await expectNoA11yViolations(page);
  await sale.getByRole('link').click();
  await expect(page.getByTestId('mp-order-status')).toHaveText('Paid, awaiting shipment');
  const shipForm = page.getByRole('form', { name: 'Ship the watch' });
  await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(shipForm.getByText('Please choose the carrier.')).toBeVisible();
  await expect(shipForm.getByText('Please enter the tracking number.')).toBeVisible();
  await expectNoA11yViolations(page);
  await shipForm.getByLabel('Carrier').selectOption('DHL_EXPRESS');
  await shipForm.getByLabel('Tracking number').fill('JD0146 0000 1234');
  await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByTestId('mp-order-status')).toHaveText('Shipped');
  await expect(page.getByTestId('mp-timeline')).toContainText('DHL Express · JD014600001234');

  // The buyer confirms delivery, then accepts in a dialog that traps and returns focus.
  await signInAs(page, buyer);
  await page.goto(`/marketplace/orders/${orderUrl}`);
  await expect(page.getByRole('link', { name: /Track the parcel/ })).toHaveAttribute('href', /dhl\.com/);
  await page.getByRole('button', { name: 'I have received it' }).click();
  await expect(page.getByTestId('mp-order-status')).toHaveText('In inspection');
  await expect(page.getByTestId('mp-next-step-text')).toContainText('Inspect the watch, then accept it or open a dispute.');
  await expectNoA11yViolations(page);
  const acceptButton = page.getByRole('button', { name: 'Accept the watch' });
  await acceptButton.click();
  const dialog = page.getByRole('dialog', { name: 'Accept the watch?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(acceptButton).toBeFocused();
  await acceptButton.click();
  await dialog.getByRole('button', { name: 'Accept and release payment' }).click();
  await expect(toast(page, 'Watch accepted')).toBeVisible();
  await expect(page.getByTestId('mp-order-status')).toHaveText('Completed');

  // The completed order asks the buyer to review the seller: a too-short text is refused first.
  const review = page.getByRole('form', { name: 'Review the seller' });
  await review.getByRole('radio', { name: /^5 stars/ }).check();
  await review.getByLabel('Your review').fill('Superb');
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(review.getByText('Your review must be at least 10 characters.')).toBeVisible();
  await review.getByLabel('Your review').fill('Exactly as described, superbly packed and insured.');
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you. Your review is awaiting moderation', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);

  // The seller's available balance: the price less the commission.
  await signInAs(page, seller);
  await page.goto('/marketplace/dashboard');
  await expect(page.getByTestId('balance-available')).toContainText(gbp(Math.round((PRICE_PENCE * (100 - commission)) / 100)));
  await expect(page.getByRole('list', { name: 'Recent sales' })).toContainText('Completed');
  await expectNoA11yViolations(page);
});

test('a second buyer is told the watch is reserved while another buyer checks out', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await createAdmin(page.request);
  const { listingId } = await sellerWithLiveListing(page, admin, `Datejust ${uniqueSuffix()}`);
  const first = await createVerifiedCustomer(page.request);
  const second = await createVerifiedCustomer(page.request);
  await signInAs(page, first);
  await graphqlAs(page.request, 'mutation($listingId: ID!, $delivery: MarketplaceDeliveryInput!) { startMarketplaceCheckout(listingId: $listingId, delivery: $delivery) { order { id } } }', { listingId, delivery: DELIVERY });

  await signInAs(page, second);
  await page.goto(`/marketplace/checkout/${listingId}`);
  await expect(page.getByRole('region', { name: 'You cannot buy this watch now' }).getByRole('alert')).toHaveText(RESERVED);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('a buyer opens a dispute with a photo during the inspection period', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await createAdmin(page.request);
  const { seller, listingId } = await sellerWithLiveListing(page, admin, `Seamaster ${uniqueSuffix()}`);
  const buyer = await createVerifiedCustomer(page.request);
  const orderId = await deliveredOrderThroughApi(page, buyer, seller, listingId);

  await page.goto(`/marketplace/orders/${orderId}`);
  await expect(page.getByTestId('mp-order-status')).toHaveText('In inspection');
  await page.getByRole('button', { name: 'Open a dispute' }).click();
  const form = page.getByRole('form', { name: 'Open a dispute' });
  await form.getByLabel('What is wrong?').fill('Too short');
  await form.getByRole('button', { name: 'Send the dispute' }).click();
  await expect(form.getByText('Please describe the problem in 10 to 1,000 characters.')).toBeVisible();
  await expectNoA11yViolations(page);
  await form.getByLabel('What is wrong?').fill('The crown does not screw down and the bezel has a deep scratch not shown in the photos.');
  await form.getByLabel('Photos (optional)').setInputFiles(await png('bezel.png'));
  await form.getByRole('button', { name: 'Send the dispute' }).click();
  await expect(toast(page, 'Dispute opened')).toBeVisible();
  await expect(page.getByTestId('mp-order-status')).toHaveText('In dispute');
  await expect(page.getByText('1 photo attached')).toBeVisible();
  await expect(page.getByTestId('mp-next-step-text')).toContainText('Our team is reviewing your dispute');
  await expectNoA11yViolations(page);
});
