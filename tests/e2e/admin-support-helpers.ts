import { expect, type Page } from '@playwright/test';
import { createAdmin, createVerifiedCustomer, signInThroughApi, sql } from './account-helpers';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * A VIP customer raises a VIP Concierge ticket with a PDF through the same
 * multipart call the contact page makes. VIP tickets sort to the top of the
 * staff queue, so the test's ticket is on the first page whatever else the
 * run created.
 */
export async function vipRaisesTicket(page: Page, subject: string) {
  const customer = await createVerifiedCustomer(page.request);
  await sql('update app_user set is_vip = true where email = $1', [customer.email]);
  await signInThroughApi(page, customer.email, customer.password);
  const response = await page.request.post('/api/support/tickets', {
    headers: { 'apollo-require-preflight': 'true' },
    multipart: {
      name: 'Amelia Hart',
      email: customer.email,
      subject,
      message: 'I would like a private viewing of the Nautilus this Saturday, please.',
      category: 'vip_concierge',
      source: 'contact_form',
      attachment_0: { name: 'wishlist.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(response.status()).toBe(201);
  const { ticketId } = (await response.json()) as { ticketId: string };
  await page.context().clearCookies();
  return { customer, ticketId };
}

export async function signInAsNewAdmin(page: Page) {
  const admin = await createAdmin(page.request);
  await signInThroughApi(page, admin.email, admin.password);
  return admin;
}

export const uniqueSubject = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
