import type { InfoPageContent } from '../content-types';
import { helpBlock } from './shared/help';

export const sizeGuidePage: InfoPageContent = {
  documentTitle: 'Size Guide',
  eyebrow: 'Customer Care',
  title: 'Size Guide',
  intro: 'A quick reference for finding your size across the houses we carry. For full measurement charts, see our [size guides](/size-guides).',
  layout: 'feature',
  blocks: [
    {
      kind: 'table',
      eyebrow: 'At a Glance',
      heading: 'Size Conversions',
      caption: 'Letter sizes with their UK/US and EU equivalents',
      columns: ['Size', 'Men UK/US', 'Men EU', 'Women UK', 'Women US', 'Women EU'],
      rows: [
        ['XS', '34', '44', '6', '2', '34'],
        ['S', '36', '46', '8', '4', '36'],
        ['M', '38', '48', '10', '6', '38'],
        ['L', '40', '50', '12', '8', '40'],
        ['XL', '42', '52', '14', '10', '42'],
        ['XXL', '44', '54', '16', '12', '44'],
      ],
      note: 'Full charts with chest, waist, collar, sleeve, bust and hip measurements are in our [size guides](/size-guides).',
    },
    {
      kind: 'list',
      tone: 'parchment',
      heading: 'Finding the Right Fit',
      items: [
        'Measure yourself rather than a garment you own: sizes vary between houses.',
        'Between two sizes, choose the larger for tailoring and the smaller for knitwear.',
        'Each product page notes when a piece runs small or large.',
        'For watches, measure your wrist just above the wrist bone; bracelet resizing is complimentary with any purchase.',
      ],
    },
    helpBlock('Ask an Adviser', 'Our advisers can measure a piece for you or compare it with one you already own.'),
  ],
};
