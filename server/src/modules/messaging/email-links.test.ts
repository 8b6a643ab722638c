import { describe, expect, it } from 'vitest';
import { absoluteShopLink } from '../../common/shop-link';
import { vipChangeEmail } from '../customers/customer-emails';
import { accountMessages } from '../accounts/account-messages';
import { MARKETPLACE_EMAILS } from '../marketplace/marketplace-emails';
import { reviewHiddenEmail } from '../marketplace/reviews/review-emails';
import { ESCROW_EMAILS, adminOrderPath } from '../marketplace/escrow/escrow-emails';
import type { MarketplaceOrder } from '../marketplace/escrow/marketplace-order.entity';
import { serviceRequestEmail } from '../returns/service-request-emails';
import type { ServiceRequest } from '../returns/service-request.entity';
import { SERVICE_REQUEST_ACTIONS } from '../returns/service-request-states';
import { emailHtml } from './email-html';

const ORIGIN = 'https://shop.aurum.example';
const later = new Date('2026-12-01T12:00:00Z');
const order = { id: 7, number: 'MP-7', title: 'Rolex Submariner 124060', totalPence: 900000, pricePence: 900000, commissionPence: 90000, shipBy: later, inspectionEndsAt: later, carrier: 'dhl', trackingNumber: 'JD0001', disputeReason: 'Scratched', disputePhotos: [], buyerEmail: 'b@aurum.example' } as unknown as MarketplaceOrder;
const request = { id: 3, kind: 'return', itemName: 'Cashmere jumper', orderNumber: 'AUR-1', reason: 'Too small' } as unknown as ServiceRequest;

/** Every email kind the shop writes to the outbox, with the link its sender gives (a shop path or, from services that build it, an absolute link). */
function everyEmail(): { kind: string; subject?: string | null; body: string; link: string }[] {
  const escrowPath = `/marketplace/orders/${order.id}`;
  return [
    MARKETPLACE_EMAILS.applicationReceived('Ada'),
    MARKETPLACE_EMAILS.sellerApproved('Ada'),
    MARKETPLACE_EMAILS.sellerRejected('Ada', 'Blurred ID'),
    MARKETPLACE_EMAILS.sellerSuspended('Ada', 'Counterfeit'),
    MARKETPLACE_EMAILS.listingApproved('Rolex Submariner', 49),
    MARKETPLACE_EMAILS.listingRejected('Rolex Submariner', 'Photos'),
    reviewHiddenEmail('Ada Watches', 'MP-7', 'Abusive'),
    vipChangeEmail('Ada', true),
    vipChangeEmail('Ada', false),
    accountMessages.emailVerification('a@aurum.example', `${ORIGIN}/verify-email?token=t`, later),
    accountMessages.accountExists('a@aurum.example', `${ORIGIN}/auth?mode=signin`, `${ORIGIN}/forgot-password`),
    accountMessages.passwordReset('a@aurum.example', `${ORIGIN}/reset-password?token=t`, later),
    accountMessages.accountLocked('a@aurum.example', { address: '203.0.113.1', failures: 10, minutes: 15, resetLink: `${ORIGIN}/reset-password?token=t`, expiresAt: later }),
    accountMessages.accountLockedForNewBrowsers('a@aurum.example', { failures: 10, minutes: 15, resetLink: `${ORIGIN}/reset-password?token=t`, expiresAt: later }),
    ...Object.entries(ESCROW_EMAILS).map(([name, build]) => ({ ...(build as (o: MarketplaceOrder, extra?: unknown) => { kind: string; subject: string; body: string })(order, name === 'disputedToStaff' ? `${ORIGIN}${adminOrderPath(order)}` : 'Why.'), link: escrowPath })),
    ...SERVICE_REQUEST_ACTIONS.flatMap((action) => {
      const email = serviceRequestEmail(request, action);
      return email ? [{ ...email, link: `/account/${request.kind}-request` }] : [];
    }),
  ].map((email) => ({ ...email, link: email.link! }));
}

describe('links in emails', () => {
  it('makes a shop path absolute from PUBLIC_URL and keeps an absolute web link', () => {
    expect(absoluteShopLink(ORIGIN, '/marketplace/sell')).toBe('https://shop.aurum.example/marketplace/sell');
    expect(absoluteShopLink(`${ORIGIN}/`, '/contact')).toBe('https://shop.aurum.example/contact');
    expect(absoluteShopLink(ORIGIN, 'https://other.example/x')).toBe('https://other.example/x');
  });

  it('refuses a link a mail client cannot open', () => {
    expect(() => absoluteShopLink(ORIGIN, 'marketplace/sell')).toThrow('Not a shop path or an absolute link: marketplace/sell');
    expect(() => absoluteShopLink(ORIGIN, '//evil.example/x')).toThrow();
    expect(() => absoluteShopLink(ORIGIN, 'javascript:alert(1)')).toThrow('Not a web link');
  });

  it('renders every email kind with an absolute button link, links only to the shop, and no relative link in its text', () => {
    const emails = everyEmail();
    expect(emails.length).toBeGreaterThanOrEqual(25);
    for (const email of emails) {
      const link = absoluteShopLink(ORIGIN, email.link);
      const html = emailHtml({ kind: email.kind, subject: email.subject ?? null, body: email.body, link });
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
      // The button last; before it, only the shop's own addresses written in the text (a verification link) are links.
      expect(hrefs.at(-1), email.kind).toBe(link);
      for (const href of hrefs) expect(href, email.kind).toMatch(/^https:\/\/shop\.aurum\.example\//);
      // A path written into the text ("see /marketplace/sell") would not open from a mail client either.
      expect(email.body, email.kind).not.toMatch(/(^|[\s("'])\/[a-z]/m);
    }
  });

  it('would catch a relative link: a shop path alone renders no button', () => {
    const html = emailHtml({ kind: 'seller_approved', subject: 'x', body: 'y', link: '/marketplace/sell' });
    expect(html).not.toContain('href=');
  });
});
