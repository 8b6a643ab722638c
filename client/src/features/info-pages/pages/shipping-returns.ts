import type { InfoPageContent } from '../content-types';
import { helpBlock } from './shared/help';
import { returnsBlocks } from './shared/returns';
import { shippingBlocks } from './shared/shipping';

export const shippingReturnsPage: InfoPageContent = {
  documentTitle: 'Shipping & Returns',
  eyebrow: 'Customer Care',
  title: 'Shipping & Returns',
  intro: 'Every order leaves our Mayfair atelier tracked, insured and beautifully packed — and if it is not quite right, returning it is simple.',
  layout: 'feature',
  blocks: [...shippingBlocks, ...returnsBlocks, helpBlock('Questions About Your Delivery?', 'Our concierge can arrange timed deliveries, gift wrapping and collections.')],
};
