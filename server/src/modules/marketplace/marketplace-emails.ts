import type { OutgoingMessage } from '../messaging/message-transport';

const SIGN_OFF = ['', 'Aurum Marketplace, Mayfair, London'];

type Email = Omit<OutgoingMessage, 'channel' | 'recipient'>;

/** Every email the marketplace sends on a decision; written to the outbox in the decision's transaction. */
export const MARKETPLACE_EMAILS = {
  applicationReceived: (name: string): Email => ({
    kind: 'seller_application_received',
    subject: 'We have received your Aurum seller application',
    body: [`Thank you, ${name}. Our team checks every seller application by hand, usually within two working days.`, 'We will email you as soon as a decision is made.', ...SIGN_OFF].join('\n'),
    link: '/marketplace/dashboard',
  }),
  sellerApproved: (name: string): Email => ({
    kind: 'seller_approved',
    subject: 'You are now an Aurum Marketplace seller',
    body: [`Welcome, ${name}. Your seller application has been approved.`, 'You can list your first watch now.', ...SIGN_OFF].join('\n'),
    link: '/marketplace/sell',
  }),
  sellerRejected: (name: string, reason: string): Email => ({
    kind: 'seller_rejected',
    subject: 'Your Aurum seller application',
    body: [`Dear ${name}, we are unable to approve your seller application.`, `Reason: ${reason}`, 'You may correct the details and apply again.', ...SIGN_OFF].join('\n'),
    link: '/marketplace/seller-application',
  }),
  sellerSuspended: (name: string, reason: string): Email => ({
    kind: 'seller_suspended',
    subject: 'Your Aurum seller account has been suspended',
    body: [`Dear ${name}, your seller account has been suspended and your listings are no longer shown.`, `Reason: ${reason}`, 'Please contact us if you believe this is a mistake.', ...SIGN_OFF].join('\n'),
    link: '/contact',
  }),
  listingApproved: (title: string, id: number): Email => ({
    kind: 'listing_approved',
    subject: `Your listing is live: ${title}`,
    body: [`Good news: your listing "${title}" has been approved and is now live on the Aurum Marketplace.`, ...SIGN_OFF].join('\n'),
    link: `/marketplace/listings/${id}`,
  }),
  listingRejected: (title: string, reason: string): Email => ({
    kind: 'listing_rejected',
    subject: `Your listing needs changes: ${title}`,
    body: [`Your listing "${title}" was not approved.`, `Reason: ${reason}`, 'You can edit it and submit it again from your seller dashboard.', ...SIGN_OFF].join('\n'),
    link: '/marketplace/dashboard',
  }),
};
