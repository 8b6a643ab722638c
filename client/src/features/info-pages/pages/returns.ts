import type { InfoPageContent } from '../content-types';
import { returnsBlocks } from './shared/returns';
import { helpBlock } from './shared/help';

export const returnsPage: InfoPageContent = {
  documentTitle: 'Returns',
  eyebrow: 'Customer Care',
  title: 'Returns & Refunds',
  intro: 'Thirty days to be certain. Returns are collected, inspected within 3-5 business days, and refunded to your original payment method.',
  layout: 'feature',
  blocks: [
    ...returnsBlocks,
    {
      kind: 'prose',
      tone: 'parchment',
      heading: 'Exchanges',
      paragraphs: [
        'Would you prefer a different size, strap or reference? Tell us when you start your return and we will reserve the replacement while your original piece is on its way back, subject to availability.',
        'For help choosing, our [size guides](/size-guides) cover clothing measurements, case diameters and bracelet sizing.',
      ],
    },
    helpBlock('Help With a Return', 'Our concierge can book your collection and answer any question about your refund.'),
  ],
};
