import type { InfoPageContent } from '../content-types';

export const sustainabilityPage: InfoPageContent = {
  documentTitle: 'Sustainability',
  eyebrow: 'Responsible Luxury',
  title: 'Sustainability',
  intro: 'The most sustainable luxury is the piece made well enough to last for generations. We build our business around keeping fine things in use.',
  layout: 'feature',
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'Initiatives',
      heading: 'What We Do',
      columns: 4,
      cards: [
        { title: 'Circular Luxury', text: 'Certified pre-owned watches and our marketplace give exceptional pieces a second, third and fourth owner.' },
        { title: 'Repair Before Replace', text: 'Servicing, restoration and complimentary bracelet resizing keep pieces on the wrist instead of in a drawer.' },
        { title: 'Considered Packaging', text: 'Plastic-free, recyclable boxes and outer packaging, made from certified paper.' },
        { title: 'Lower-Carbon Delivery', text: 'Consolidated shipments and electric courier partners for our London deliveries.' },
      ],
    },
    {
      kind: 'stats',
      tone: 'parchment',
      eyebrow: 'Impact',
      heading: 'Our Impact in 2024',
      stats: [
        { value: '3,200+', label: 'Pre-owned pieces rehomed' },
        { value: '100%', label: 'Recyclable packaging' },
        { value: '1,400+', label: 'Watches serviced and restored' },
        { value: '40%', label: 'London deliveries by electric courier' },
      ],
    },
    {
      kind: 'timeline',
      eyebrow: 'Goals',
      heading: 'Our Commitments, 2023 to 2030',
      milestones: [
        { year: '2023', title: 'Plastic-Free Packaging', text: 'Every box, insert and mailer made plastic-free and recyclable.' },
        { year: '2024', title: 'Certified Pre-Owned Programme', text: 'Launched our 12-month pre-owned warranty to make buying second-hand as certain as buying new.' },
        { year: '2025', title: 'Renewable Energy', text: 'Our Mayfair atelier and workshops powered by 100% renewable electricity.' },
        { year: '2026', title: 'Electric London Deliveries', text: 'All London same-day deliveries made by electric courier.' },
        { year: '2028', title: 'Traceable Materials', text: 'Sourcing records for the gold and leather in every piece we commission.' },
        { year: '2030', title: 'Net Zero Operations', text: 'Net zero emissions across our own operations, offices and deliveries.' },
      ],
    },
    {
      kind: 'actions',
      tone: 'dark',
      heading: 'Choose Pieces Made to Last',
      actions: [{ label: 'Explore Watches', to: '/products/watches' }],
    },
  ],
};
