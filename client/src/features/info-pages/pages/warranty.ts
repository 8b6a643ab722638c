import type { InfoPageContent } from '../content-types';
import { helpBlock } from './shared/help';

export const warrantyPage: InfoPageContent = {
  documentTitle: 'Warranty Information',
  eyebrow: 'Customer Care',
  title: 'Warranty Information',
  intro: 'Every piece we sell is covered: by its maker, by our own certified pre-owned warranty, and by our guarantee of authenticity.',
  layout: 'feature',
  blocks: [
    {
      kind: 'table',
      eyebrow: 'Coverage',
      heading: 'What Your Purchase Includes',
      caption: 'Warranty cover by type of piece',
      columns: ['Piece', 'Warranty', 'Provided by'],
      rows: [
        ['New watches', '2-5 years, depending on the maker', 'The manufacturer, through its authorised service network'],
        ['Certified pre-owned watches', '12 months', 'Aurum, serviced in our partner workshops'],
        ['Designer clothing and accessories', '90 days against manufacturing defects', 'Aurum'],
      ],
      note: 'The warranty period runs from the date of delivery. Keep your warranty card and papers with the piece: they travel with it if you sell it.',
    },
    {
      kind: 'cards',
      tone: 'parchment',
      heading: 'What Is Covered',
      columns: 2,
      cards: [
        {
          title: 'Covered',
          text: 'Defects in materials and workmanship: movements that stop or lose time beyond tolerance, faulty crowns, pushers and clasps, failed seams and hardware.',
        },
        {
          title: 'Not Covered',
          text: 'Normal wear, scratches and knocks, water damage from a crown left open, straps and batteries, and any work carried out by an unauthorised repairer.',
        },
      ],
    },
    {
      kind: 'prose',
      eyebrow: 'Our Promise',
      heading: 'The Authenticity Guarantee',
      paragraphs: [
        'Every piece is examined by our specialists before it is offered. Should any item we sell ever be shown not to be authentic, we refund it in full **and add £1,000 in store credit** — with no time limit on the promise.',
      ],
    },
    {
      kind: 'steps',
      tone: 'parchment',
      heading: 'Making a Claim',
      steps: [
        { title: 'Tell Us', text: 'Send a [repair request](/account/repair-request) or contact our concierge with your order number.' },
        { title: 'Send It In', text: 'We arrange an insured collection; there is nothing to pay for a valid claim.' },
        { title: 'Assessment', text: 'A watchmaker or garment specialist assesses the piece and confirms the work.' },
        { title: 'Repair', text: 'The work is carried out by the maker or our accredited workshops.' },
        { title: 'Return', text: 'Your piece comes back to you insured and signed for, with a report of the work.' },
      ],
    },
    helpBlock('Questions About Your Warranty?', 'Our concierge can check your cover and arrange servicing at any time.'),
  ],
};
