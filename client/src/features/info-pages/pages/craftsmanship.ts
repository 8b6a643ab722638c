import type { InfoPageContent } from '../content-types';

export const craftsmanshipPage: InfoPageContent = {
  documentTitle: 'Craftsmanship',
  eyebrow: 'The Art of Making',
  title: 'Craftsmanship',
  intro: 'Behind every piece lies hundreds of hours of skilled hands. Here is how we choose, examine and prepare each one before it reaches you.',
  layout: 'feature',
  blocks: [
    {
      kind: 'steps',
      eyebrow: 'Our Process',
      heading: 'Five Steps, by Hand',
      steps: [
        { title: 'Selection', text: 'Our buyers choose each piece for the quality of its making — movement, case, cloth and cut — never for volume.' },
        { title: 'Authentication', text: 'Specialists verify serial and reference numbers, movements, hallmarks and documents against the maker’s records.' },
        { title: 'Inspection', text: 'Watches are timed on a calibrated timegrapher and pressure-tested; garments are checked seam by seam.' },
        { title: 'Refinement', text: 'Pre-owned watches are serviced by accredited watchmakers; bracelets are cleaned and sized to order.' },
        { title: 'Presentation', text: 'Each piece is photographed, described with its condition grade, and packed by hand in our signature box.' },
      ],
    },
    {
      kind: 'cards',
      tone: 'parchment',
      eyebrow: 'Materials',
      heading: 'Materials of Distinction',
      intro: 'The finest pieces are made from materials chosen to last for generations.',
      columns: 3,
      cards: [
        { title: 'Precious Metals', text: '18-carat yellow, white and rose gold, and platinum: hallmarked, weighty and warm on the wrist.' },
        { title: 'Steel, Titanium & Ceramic', text: 'Corrosion-resistant steels, light and hypoallergenic titanium, and scratch-resistant high-tech ceramic.' },
        { title: 'Sapphire Crystal', text: 'Synthetic sapphire, second only to diamond in hardness, protects the dial from everyday knocks.' },
        { title: 'Fine Cloth', text: 'Super 120s wool, cashmere and silk from the great mills of Biella and Yorkshire.' },
        { title: 'Leather', text: 'Full-grain calfskin and exotic leathers, vegetable-tanned, hand-stitched and edge-painted.' },
        { title: 'Movements', text: 'Manual and automatic calibres, finished with perlage, Geneva stripes and bevelled bridges.' },
      ],
    },
    {
      kind: 'actions',
      tone: 'dark',
      heading: 'See Craftsmanship Up Close',
      intro: 'Explore timepieces chosen for the quality of their making.',
      actions: [{ label: 'Explore Watches', to: '/products/watches' }],
    },
  ],
};
