import type { InfoPageContent } from '../content-types';
import { companyStats } from './shared/company';

export const ourStoryPage: InfoPageContent = {
  documentTitle: 'Our Story',
  eyebrow: 'About Aurum',
  title: 'Our Story',
  intro: 'Aurum began with a simple conviction: buying an exceptional watch or garment online should feel as certain as buying it from a trusted Mayfair house.',
  layout: 'feature',
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Founded 2020',
      heading: 'How Aurum Began',
      paragraphs: [
        'In 2020, as the world moved its shopping online, a small group of London watch specialists and fashion buyers saw how hard it had become to buy luxury with confidence. Listings were anonymous, provenance was unclear, and counterfeits were getting better.',
        'They opened Aurum in Mayfair with a promise that still defines us: every piece is examined by a specialist before it is offered, described honestly, and backed by a guarantee. New pieces arrive from authorised sources; pre-owned watches are authenticated, serviced and warranted for 12 months.',
        'Five years on, our collection holds more than 5,000 timepieces alongside designer clothing from the great Italian and French houses, and over 50,000 clients trust us — many of them returning to buy again.',
      ],
    },
    { kind: 'stats', tone: 'parchment', eyebrow: 'Aurum Today', heading: 'By the Numbers', stats: companyStats },
    {
      kind: 'cards',
      eyebrow: 'What We Stand For',
      heading: 'Our Values',
      cards: [
        { title: 'Authenticity', text: 'Every piece is verified by our specialists. If one ever proves not to be genuine, we refund it in full and add £1,000 in store credit.' },
        { title: 'Excellence', text: 'We choose pieces for the quality of their making and prepare each one with the care it deserves, from servicing to packing.' },
        { title: 'Service', text: 'A concierge line open every day, advisers who know their subject, and returns within 30 days — before and long after you buy.' },
      ],
    },
    {
      kind: 'actions',
      tone: 'dark',
      heading: 'Begin Your Collection',
      actions: [
        { label: 'Shop Watches', to: '/watches' },
        { label: 'Shop Clothing', to: '/clothing', variant: 'secondary' },
      ],
    },
  ],
};

/** /about is the same story under its own title. */
export const aboutPage: InfoPageContent = { ...ourStoryPage, documentTitle: 'About Aurum' };
