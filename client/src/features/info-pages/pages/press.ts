import type { InfoPageContent } from '../content-types';

/** A press release and a piece of media coverage (accounts-support-info.md §3). */
export interface PressRelease {
  id: string;
  title: string;
  date: string;
  excerpt: string;
}

export interface MediaCoverage {
  id: string;
  publication: string;
  title: string;
  date: string;
  excerpt: string;
}

export const pressReleases: PressRelease[] = [
  {
    id: 'private-salon-2025',
    title: 'Aurum Opens a Private Viewing Salon in Mayfair',
    date: 'April 8, 2025',
    excerpt: 'Clients can now view rare references and new arrivals by appointment in our redesigned Mayfair salon, with a watchmaker on hand.',
  },
  {
    id: 'fifty-thousand-clients-2025',
    title: 'Aurum Welcomes Its 50,000th Client',
    date: 'February 3, 2025',
    excerpt: 'Five years after opening, Aurum now serves more than 50,000 clients in over 100 countries, with a collection of 5,000+ timepieces.',
  },
  {
    id: 'authenticity-guarantee-2024',
    title: 'Aurum Strengthens Its Authenticity Guarantee',
    date: 'October 15, 2024',
    excerpt: 'Any piece shown not to be authentic will now be refunded in full with an additional £1,000 in store credit.',
  },
  {
    id: 'pre-owned-programme-2024',
    title: 'Certified Pre-Owned Programme Launches',
    date: 'June 4, 2024',
    excerpt: 'Every certified pre-owned watch is now serviced by accredited watchmakers and sold with a 12-month Aurum warranty.',
  },
];

export const mediaCoverage: MediaCoverage[] = [
  {
    id: 'horological-review-2025',
    publication: 'The Horological Review',
    title: 'The New Guard of London Watch Retail',
    date: 'March 2025',
    excerpt: '“Aurum pairs the rigour of an auction house with the ease of modern retail.”',
  },
  {
    id: 'mayfair-quarterly-2025',
    publication: 'Mayfair Quarterly',
    title: 'Inside the Salon: A Morning at Aurum',
    date: 'January 2025',
    excerpt: 'A visit to the atelier where every watch is opened, timed and documented before it is offered for sale.',
  },
  {
    id: 'modern-gentleman-2024',
    publication: 'Modern Gentleman',
    title: 'Buying Pre-Owned With Confidence',
    date: 'November 2024',
    excerpt: 'Why a certified pre-owned warranty has changed how collectors think about buying second-hand.',
  },
  {
    id: 'luxury-retail-weekly-2024',
    publication: 'Luxury Retail Weekly',
    title: 'Circular Luxury Comes of Age',
    date: 'September 2024',
    excerpt: 'How Aurum’s marketplace and restoration service are keeping exceptional pieces in use for longer.',
  },
];

const assetNotice = (asset: string) => ({
  title: `${asset} requested`,
  description: 'Brand assets are shared with accredited media on request. Our press office will send them once we have confirmed your publication.',
});

export const pressPage: InfoPageContent = {
  documentTitle: 'Press & Media',
  eyebrow: 'Newsroom',
  title: 'Press & Media',
  intro: 'News, announcements and coverage of Aurum, with resources for journalists and our press office’s contact details.',
  layout: 'feature',
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'Announcements',
      heading: 'Press Releases',
      columns: 2,
      cards: pressReleases.map((release) => ({ kicker: release.date, title: release.title, text: release.excerpt })),
    },
    {
      kind: 'cards',
      tone: 'parchment',
      eyebrow: 'In the Press',
      heading: 'Media Coverage',
      columns: 4,
      cards: mediaCoverage.map((item) => ({ kicker: `${item.publication} · ${item.date}`, title: item.title, text: item.excerpt })),
    },
    {
      kind: 'actions',
      eyebrow: 'Resources',
      heading: 'Brand Assets',
      intro: 'Logos, imagery and guidelines for editorial use.',
      actions: [
        { label: 'Download Logo Pack', notice: assetNotice('Logo pack'), variant: 'secondary' },
        { label: 'Download Brand Guidelines', notice: assetNotice('Brand guidelines'), variant: 'secondary' },
        { label: 'Download Product Imagery', notice: assetNotice('Product imagery'), variant: 'secondary' },
      ],
    },
    {
      kind: 'contact',
      tone: 'dark',
      eyebrow: 'Media Enquiries',
      heading: 'Press Office',
      intro: 'For interviews, loans for editorial shoots and comment, please contact our press office.',
      lines: [
        { label: 'Press office', value: 'Aurum, Mayfair, London' },
        { label: 'Telephone', value: '9:00–21:00 GMT, every day' },
        { label: 'Online', value: 'Choose “General Inquiry” on our [contact page](/contact) and mention your publication.' },
      ],
      action: { label: 'Contact the Press Office', to: '/contact' },
    },
  ],
};
