import type { AccordionItem, InfoPageContent } from '../content-types';
import { helpBlock } from './shared/help';

/** The six questions of the FAQ (accounts-support-info.md §2): id, question, answer. */
export interface FaqItem {
  id: 'shipping' | 'returns' | 'authenticity' | 'sizing' | 'warranty' | 'payment';
  question: string;
  answer: string[];
}

export const faqItems: FaqItem[] = [
  {
    id: 'shipping',
    question: 'How long does delivery take, and what does it cost?',
    answer: [
      'Standard UK delivery takes 3-5 business days and is complimentary on orders over £500. Express delivery arrives in 1-2 days for £25, and London orders placed before 10am can arrive the same day for £50.',
      'We deliver to Europe in 3-5 days (£20), North America in 5-7 days (£35) and the rest of the world in 7-10 days (£45); our priority courier is faster still. Pieces over £10,000 travel by specialist courier with signature. Every rate is on our [Shipping & Returns](/shipping-returns) page.',
    ],
  },
  {
    id: 'returns',
    question: 'What is your returns policy?',
    answer: [
      'You may return any piece within 30 days of delivery, unworn and with its tags, box and papers. We collect it, inspect it within 3-5 business days, and refund the pieces you sent back to your original payment method. An order not yet dispatched is cancelled rather than returned: ask our concierge.',
      'Engraved, personalised and made-to-order pieces cannot be returned unless they arrive faulty. See [Returns](/returns) for the full policy.',
    ],
  },
  {
    id: 'authenticity',
    question: 'How do you guarantee that every piece is authentic?',
    answer: [
      'Every watch and garment is examined by our specialists before it is offered: movements, serial and reference numbers, materials, hallmarks and provenance documents are checked against the maker’s records.',
      'Should any piece we sell ever be shown not to be authentic, we refund it in full and add £1,000 in store credit.',
    ],
  },
  {
    id: 'sizing',
    question: 'How do I find my size?',
    answer: [
      'Our [size guides](/size-guides) give UK/US and EU sizes with chest, waist, collar, sleeve, bust and hip measurements in inches and centimetres, plus case diameter, thickness and lug width for watches.',
      'Bracelet resizing is complimentary with any purchase: tell us your wrist measurement and our workshop fits it before dispatch.',
    ],
  },
  {
    id: 'warranty',
    question: 'What warranty comes with my purchase?',
    answer: [
      'New watches carry their manufacturer’s warranty, from 2 to 8 years depending on the maker. Certified pre-owned watches carry our own 12-month warranty, and designer clothing is covered for 90 days against manufacturing defects.',
      'Read more on our [warranty page](/warranty).',
    ],
  },
  {
    id: 'payment',
    question: 'Which payment methods do you accept?',
    answer: [
      'We accept all major credit and debit cards. Payments are SSL encrypted and processed by our secure card partner; we never store your full card number.',
      'Prices are shown in pounds sterling (GBP) and include VAT at 20%.',
    ],
  },
];

const accordionItems: AccordionItem[] = faqItems.map((item) => ({ id: item.id, title: item.question, body: item.answer }));

export const faqPage: InfoPageContent = {
  documentTitle: 'Frequently Asked Questions',
  eyebrow: 'Customer Care',
  title: 'Frequently Asked Questions',
  intro: 'Answers to the questions our clients ask most often, from delivery and returns to authenticity and payment.',
  layout: 'feature',
  blocks: [
    { kind: 'accordion', heading: 'Your Questions, Answered', eyebrow: 'FAQ', items: accordionItems },
    helpBlock('Still Have a Question?', 'Our advisers are happy to help with anything not covered here.'),
  ],
};
