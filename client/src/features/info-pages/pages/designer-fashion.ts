import type { InfoPageContent } from '../content-types';

export const designerFashionPage: InfoPageContent = {
  documentTitle: 'Designer Fashion',
  eyebrow: 'Clothing',
  title: 'Designer Fashion',
  intro: 'Tailoring, evening wear and everyday luxury from the great Italian and French houses, chosen by our buyers for cloth, cut and finish.',
  layout: 'feature',
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'The Categories',
      heading: 'Dressed for Every Moment',
      columns: 4,
      cards: [
        { title: 'Evening Wear', text: 'Dinner suits, gowns and occasion pieces in silk, velvet and the finest wool.' },
        { title: 'Casual Luxury', text: 'Cashmere knitwear, relaxed tailoring and weekend outerwear, effortless and exact.' },
        { title: 'Accessories', text: 'Leather goods, silk ties and scarves, belts and small leather pieces to finish a look.' },
        { title: 'Footwear', text: 'Hand-lasted shoes, loafers and boots from heritage bootmakers and modern maisons.' },
      ],
    },
    {
      kind: 'prose',
      tone: 'parchment',
      eyebrow: 'Our Standard',
      heading: 'Chosen, Checked and Guaranteed',
      paragraphs: [
        'Every garment is checked by our specialists before it is offered — fabric, construction, labels and hardware — and is covered for **90 days** against manufacturing defects.',
        'Find your fit with our [size guides](/size-guides), and if a piece is not right, return it within 30 days.',
      ],
    },
    {
      kind: 'actions',
      tone: 'dark',
      heading: 'Shop the Collection',
      actions: [
        { label: 'Shop Clothing', to: '/clothing' },
        { label: 'Size Guides', to: '/size-guides', variant: 'secondary' },
      ],
    },
  ],
};
