import type { InfoPageContent } from '../content-types';

export const accessibilityPage: InfoPageContent = {
  documentTitle: 'Accessibility Statement',
  eyebrow: 'Legal',
  title: 'Accessibility Statement',
  intro: 'Aurum should be a pleasure for everyone to use. This statement explains how we work towards that, and how to tell us where we fall short.',
  lastUpdated: 'May 1, 2025',
  layout: 'document',
  blocks: [
    {
      kind: 'prose',
      heading: 'Our Commitment',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (**WCAG) 2.1 at level AA** across the website, and we test new pages with automated checks, the keyboard alone and screen readers before they are released.',
      ],
    },
    {
      kind: 'list',
      heading: 'What You Can Expect',
      items: [
        'Every page and control works with a keyboard, with a clearly visible focus outline and a “Skip to content” link.',
        'Text and controls meet WCAG contrast ratios on both our black and ivory backgrounds.',
        'Images carry text alternatives; decorative artwork is hidden from screen readers.',
        'Form fields have visible labels, and errors are described in text, not by colour alone.',
        'Menus, dialogs, tabs and accordions follow the WAI-ARIA patterns screen readers expect.',
        'Text can be enlarged to 200% without loss of content, and animation is reduced when your device asks for less motion.',
      ],
    },
    {
      kind: 'list',
      heading: 'Known Limitations',
      items: [
        'The card payment form is provided by our payment partner; we test it, but cannot change all of its markup.',
        'Some documents supplied by manufacturers, such as warranty booklets, may not be fully accessible; we will provide an accessible version on request.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Feedback and Contact',
      paragraphs: [
        'If you find a barrier on our website, or need information in another format, please tell us through our [contact page](/contact) or call our concierge, 9:00–21:00 GMT every day. We reply to accessibility feedback **within 2 business days**.',
        'If you are not happy with our response, you can contact the Equality Advisory and Support Service (EASS).',
      ],
    },
  ],
};
