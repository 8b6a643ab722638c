import type { Block } from '../../content-types';

/** Returns as the shipping page, FAQ and returns copy state them (§9); shared by /shipping-returns and /returns. */
export const returnsBlocks: Block[] = [
  {
    kind: 'prose',
    eyebrow: 'Returns',
    heading: '30-Day Returns',
    paragraphs: [
      'If a piece is not quite right, you may return it within **30 days** of delivery. It should come back unworn and in the condition you received it: with its swing tags, protective films, box, papers and every accessory.',
      'A return is for an order that has been dispatched: choose the pieces you are sending back, and only those are refunded. To stop an order that has not left us yet, ask our concierge to cancel it.',
      'Returns are processed within **3-5 business days** of reaching us. Once approved, your refund is issued to your original payment method within **5-7 business days**.',
    ],
  },
  {
    kind: 'steps',
    tone: 'parchment',
    heading: 'How to Return',
    steps: [
      { title: 'Request', text: 'Start a return from [your orders](/account/return-request), or ask our concierge to arrange it for you.' },
      { title: 'Pack', text: 'Place the piece in its original box with its papers and tags, inside the delivery packaging.' },
      { title: 'Collect', text: 'We book an insured, signed-for collection at a time that suits you.' },
      { title: 'Inspect', text: 'Our specialists inspect the piece within 3-5 business days of its arrival.' },
      { title: 'Refund', text: 'Your refund reaches your original payment method within 5-7 business days.' },
    ],
  },
  {
    kind: 'list',
    heading: 'Pieces We Cannot Accept',
    items: [
      'Pieces that show signs of wear, sizing alterations or damage after delivery.',
      'Watches whose protective stickers, seals or security tags have been removed.',
      'Engraved, personalised or made-to-order pieces, unless they arrive faulty.',
      'Returns without the original box, papers or authenticity documentation.',
    ],
    after: [
      'Your statutory rights are not affected: the 14 days in our [terms and conditions](/terms-and-conditions) are the legal cancellation period, which our 30-day returns go beyond.',
    ],
  },
];
