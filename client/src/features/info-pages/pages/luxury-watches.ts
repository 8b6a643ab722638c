import type { InfoPageContent } from '../content-types';

export const luxuryWatchesPage: InfoPageContent = {
  documentTitle: 'Luxury Watches',
  eyebrow: 'Timepieces',
  title: 'Luxury Watches',
  intro: 'More than 5,000 new and certified pre-owned timepieces, from the great Swiss houses to independent ateliers — each one authenticated by our specialists.',
  layout: 'feature',
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'Find Your Watch',
      heading: 'Styles for Every Occasion',
      columns: 4,
      cards: [
        { title: 'Dress Watches', text: 'Slim cases, precious metals and clean dials, made to slip beneath a shirt cuff.' },
        { title: 'Divers', text: 'Rotating bezels, luminous hands and water resistance from 200 metres.' },
        { title: 'Chronographs', text: 'Stopwatch complications for motor racing, aviation and everyday timing.' },
        { title: 'Travel & GMT', text: 'A second time zone at a glance, for those who live between cities.' },
      ],
    },
    {
      kind: 'cards',
      tone: 'parchment',
      eyebrow: 'New or Pre-Owned',
      heading: 'Buy With Certainty',
      columns: 3,
      cards: [
        { title: 'New Watches', text: 'Supplied with full box and papers and the manufacturer’s warranty of 2-5 years, depending on the maker.' },
        { title: 'Certified Pre-Owned', text: 'Authenticated, serviced by accredited watchmakers, graded for condition and covered by our 12-month warranty.' },
        { title: 'Authenticity Guarantee', text: 'Should any watch prove not to be genuine, we refund it in full and add £1,000 in store credit.' },
      ],
    },
    {
      kind: 'list',
      heading: 'Every Watch Includes',
      items: [
        'Inspection and timing by our watch specialists before it is offered.',
        'Complimentary bracelet resizing, fitted by our workshop before dispatch.',
        'Tracked, insured delivery — complimentary on UK orders over £500.',
        '30 days to return it if it is not quite right.',
      ],
      after: ['Not sure which size suits you? Our [watch sizing guide](/size-guides) explains case diameter, thickness and lug width.'],
    },
    {
      kind: 'actions',
      tone: 'dark',
      heading: 'Explore the Collection',
      actions: [
        { label: 'Shop Watches', to: '/watches' },
        { label: 'Book a Style Consultation', to: '/style-consultation', variant: 'secondary' },
      ],
    },
  ],
};
