import type { OutgoingMessage } from '../../messaging/message-transport';

type Email = Omit<OutgoingMessage, 'channel' | 'recipient'>;

/** The buyer learns why their review is not shown; written to the outbox in the moderation's transaction. */
export const reviewHiddenEmail = (sellerName: string, orderNumber: string, reason: string): Email => ({
  kind: 'review_hidden',
  subject: 'Your review on the Aurum Marketplace',
  body: [
    `Thank you for reviewing ${sellerName} after order ${orderNumber}. Our moderators have decided not to show your review.`,
    `Reason: ${reason}`,
    'Please contact us if you believe this is a mistake.',
    '',
    'Aurum Marketplace, Mayfair, London',
  ].join('\n'),
  link: '/contact',
});
