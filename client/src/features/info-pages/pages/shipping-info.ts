import type { InfoPageContent } from '../content-types';
import { shippingBlocks } from './shared/shipping';
import { helpBlock } from './shared/help';

export const shippingInfoPage: InfoPageContent = {
  documentTitle: 'Shipping Information',
  eyebrow: 'Customer Care',
  title: 'Shipping Information',
  intro: 'Tracked, insured delivery to over 100 countries, from London same-day service to our worldwide express courier.',
  layout: 'feature',
  blocks: [
    ...shippingBlocks,
    {
      kind: 'steps',
      tone: 'parchment',
      heading: 'From Our Atelier to You',
      steps: [
        { title: 'Final Inspection', text: 'A specialist checks your piece once more against its authentication record.' },
        { title: 'Packing', text: 'It is wrapped by hand in our signature box, sealed and discreetly outer-packed.' },
        { title: 'Dispatch', text: 'Orders leave us within 1-2 business days, with your tracking link sent by email.' },
        { title: 'In Transit', text: 'Fully insured throughout; pieces over £10,000 travel with a specialist courier.' },
        { title: 'Delivery', text: 'Handed over against a signature, at your door or at a collection point you choose.' },
      ],
    },
    helpBlock('Need a Delivery Arranged?', 'Our concierge can book timed deliveries, deliver to your office or hotel, and advise on duties abroad.'),
  ],
};
