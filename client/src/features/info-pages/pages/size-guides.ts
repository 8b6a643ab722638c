import type { InfoPageContent } from '../content-types';
import { braceletChart, caseDiameterChart, lugWidthChart, mensChart, thicknessChart, womensChart } from './shared/size-charts';

export const sizeGuidesPage: InfoPageContent = {
  documentTitle: 'Size Guides',
  eyebrow: 'Customer Care',
  title: 'Size Guides',
  intro: 'Find your fit with confidence: clothing charts in UK/US and EU sizes, inches and centimetres, and a guide to how a watch will wear.',
  layout: 'feature',
  blocks: [
    {
      kind: 'tabs',
      eyebrow: 'Size Charts',
      heading: 'Find Your Fit',
      label: 'Size guides',
      tabs: [
        {
          id: 'mens',
          label: 'Men’s Clothing',
          blocks: [
            mensChart,
            {
              kind: 'list',
              ordered: true,
              heading: 'How to Measure',
              intro: 'Use a soft tape measure over a light shirt, keeping the tape level and comfortably snug.',
              items: [
                '**Chest**: around the fullest part of your chest, under the arms and across the shoulder blades.',
                '**Waist**: around your natural waistline, where you usually wear your trousers.',
                '**Collar**: around the base of your neck, where a shirt collar sits, with one finger beneath the tape.',
                '**Sleeve**: from the centre back of your neck, over the shoulder and down to the wrist, with your arm relaxed.',
              ],
            },
          ],
        },
        {
          id: 'womens',
          label: 'Women’s Clothing',
          blocks: [
            womensChart,
            {
              kind: 'list',
              ordered: true,
              heading: 'How to Measure',
              intro: 'Measure over light underwear, standing naturally, with the tape level and comfortably snug.',
              items: [
                '**Bust**: around the fullest part of your bust, keeping the tape straight across your back.',
                '**Waist**: around the narrowest part of your natural waist, usually just above the navel.',
                '**Hip**: around the fullest part of your hips, about 20cm (8in) below your waist.',
              ],
            },
          ],
        },
        {
          id: 'watches',
          label: 'Watch Sizing',
          blocks: [
            caseDiameterChart,
            thicknessChart,
            lugWidthChart,
            braceletChart,
            {
              kind: 'list',
              ordered: true,
              heading: 'How to Measure Your Wrist',
              items: [
                'Wrap a soft tape measure, or a strip of paper, around your wrist just above the wrist bone.',
                'Keep it snug but not tight, and note where it meets.',
                'Lay the paper flat against a ruler to read the measurement.',
                'For a metal bracelet, add about 1-1.5cm so the watch sits comfortably; use the chart above.',
              ],
            },
          ],
        },
      ],
    },
    {
      kind: 'actions',
      tone: 'parchment',
      heading: 'Still Unsure of Your Size?',
      intro: 'Our advisers can measure a piece for you, compare it with one you own, or arrange a fitting in Mayfair.',
      actions: [{ label: 'Contact Our Advisers', to: '/contact' }],
    },
  ],
};
