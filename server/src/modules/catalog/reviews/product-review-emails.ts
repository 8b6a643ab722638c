import type { OutgoingMessage } from '../../messaging/message-transport';

/** The customer learns why their review of a piece is not shown; written to the outbox in the moderation's transaction. */
export const productReviewHiddenEmail = (productName: string, reason: string): Omit<OutgoingMessage, 'channel' | 'recipient'> => ({
  kind: 'product_review_hidden',
  subject: 'Your review on Aurum',
  body: [
    `Thank you for reviewing the ${productName}. Our moderators have decided not to show your review.`,
    `Reason: ${reason}`,
    'Please contact us if you believe this is a mistake.',
    '',
    'Aurum, Mayfair, London',
  ].join('\n'),
  link: '/contact',
});
