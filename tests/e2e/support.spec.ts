import { createVerifiedCustomer, signInThroughApi } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('a visitor is asked to sign in, with links to /login and /register', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact our Concierge' })).toBeVisible();
  await expect(page.getByText('Please log in to submit a support ticket.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /^\/login/);
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', /^\/register/);
  await expect(page.getByText('concierge@aurum.example')).toBeVisible();
  // One concierge line, the one the order confirmation names too (issue 37).
  await expect(page.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
  await expectNoA11yViolations(page);
});

test('a customer raises a ticket with a PDF and finds it under Support tickets; VIP Concierge stays closed to them', async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: /VIP Concierge/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Order Support/ })).toContainText('Response within 1-2 hours');
  // Priority is the desk's own triage, not shown to clients (issue 37).
  await expect(page.getByRole('main').getByText(/Priority/)).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: /Order Support/ }).click();
  const form = page.getByRole('form', { name: 'Support ticket' });
  await expect(form).toContainText('Response within 1-2 hours');
  await expect(form.getByText(/Priority/)).toHaveCount(0);
  await expect(form.getByLabel('Name')).toHaveValue('Amelia Hart');
  await expect(form.getByLabel('Email')).toHaveValue(customer.email);
  await form.getByLabel('Subject').fill('Help');
  await form.getByLabel('Subject').blur();
  await expect(form.getByText('Subject must be at least 5 characters')).toBeVisible();
  await form.getByLabel('Subject').fill('Delivery date for my watch');
  await expect(form.getByText('Subject must be at least 5 characters')).toBeHidden();
  await form.getByLabel('Message').fill('When will my order arrive in London?');
  await form.getByLabel('Attachments (optional)').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'Submit ticket' }).click();
  const success = page.getByRole('status').filter({ hasText: 'Thank you! Your Order Support ticket #' });
  await expect(success).toContainText("has been created. We'll respond within 1-2 hours.");

  await page.goto('/account/support-tickets');
  const ticket = page.getByRole('article', { name: 'Delivery date for my watch' });
  await expect(ticket.getByText('Open', { exact: true })).toBeVisible();
  await expect(ticket.getByRole('link', { name: 'receipt.pdf' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('an .exe renamed to .pdf is refused with a clear message', async ({ page, request, consoleErrors }) => {
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/contact');
  await page.getByRole('button', { name: /Technical Issue/ }).click();
  const form = page.getByRole('form', { name: 'Support ticket' });
  await form.getByLabel('Subject').fill('Checkout will not load');
  await form.getByLabel('Message').fill('The payment step keeps spinning for me.');
  await form.getByLabel('Attachments (optional)').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: EXE });
  await form.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(form.getByRole('alert')).toHaveText('invoice.pdf: Only images (PNG, JPEG, GIF, WebP), PDF, DOC and DOCX files can be attached.');
  // The browser logs the refused request (400) itself.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !/status of 400/.test(line)));
});
