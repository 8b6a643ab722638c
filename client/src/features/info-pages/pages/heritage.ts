import type { InfoPageContent } from '../content-types';

export const heritagePage: InfoPageContent = {
  documentTitle: 'Our Heritage',
  eyebrow: 'The House of Aurum',
  title: 'A Heritage of Excellence',
  intro: 'Founded in Mayfair in 2020, Aurum carries forward a tradition centuries older than itself: the London art of finding, knowing and caring for exceptional things.',
  layout: 'feature',
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Tradition',
      heading: 'Rooted in the Traditions of Mayfair',
      paragraphs: [
        'For more than two hundred years the streets between Bond Street and Savile Row have been where the world came to buy its finest watches and clothes — from chronometer makers and court jewellers to the tailors who defined the English suit.',
        'Aurum was founded in 2020 to bring that tradition to the way people shop today. Our specialists trained with auction houses, service centres and fashion houses; together they examine every piece we offer, so that buying a watch or a coat online carries the same certainty as buying it across a Mayfair counter.',
        'Today our collection spans more than 5,000 timepieces alongside designer clothing, and we are trusted by over 50,000 clients around the world. The scale has changed; the standard has not.',
      ],
    },
    {
      kind: 'cards',
      tone: 'parchment',
      eyebrow: 'Highlights',
      heading: 'The Aurum Standard',
      columns: 4,
      cards: [
        { figure: '2020', title: 'Founded in Mayfair', text: 'Established in the heart of London’s luxury quarter, a short walk from Bond Street.' },
        { figure: '5,000+', title: 'Timepieces', text: 'New and certified pre-owned watches from the great Swiss houses and independent ateliers.' },
        { figure: '50,000+', title: 'Clients Worldwide', text: 'Collectors, first-time buyers and gift-givers in over 100 countries.' },
        { figure: '100%', title: 'Authenticated', text: 'Every piece examined by our specialists, with a guarantee that stands behind it.' },
      ],
    },
    {
      kind: 'cards',
      eyebrow: 'Partnerships',
      heading: 'Partners in Craft',
      intro: 'We work with the makers and workshops whose skill gives every piece its value.',
      cards: [
        {
          kicker: 'Swiss',
          title: 'Swiss Watchmaking',
          text: 'Relationships with manufactures and independent watchmakers of Geneva and the Vallée de Joux, and accredited workshops that service our certified pre-owned timepieces.',
        },
        {
          kicker: 'Italian',
          title: 'Italian Tailoring & Leather',
          text: 'Tailoring houses and leather ateliers of Milan, Florence and Naples, whose hand-finished suits, knitwear and straps anchor our clothing collection.',
        },
        {
          kicker: 'French',
          title: 'French Maisons',
          text: 'The couture and leather-goods maisons of Paris, bringing evening wear, accessories and the art of the finishing stitch.',
        },
      ],
    },
    {
      kind: 'actions',
      tone: 'dark',
      heading: 'Discover the Collection',
      actions: [
        { label: 'Shop Watches', to: '/watches' },
        { label: 'Our Story', to: '/our-story', variant: 'secondary' },
      ],
    },
  ],
};
