import type { AccordionItem, InfoPageContent } from '../content-types';

/** A job opening (accounts-support-info.md §3). */
export interface JobOpening {
  id: string;
  title: string;
  department: string;
  location: string;
  type: 'Full-time' | 'Part-time';
  description: string;
}

export const jobOpenings: JobOpening[] = [
  {
    id: 'senior-watch-specialist',
    title: 'Senior Watch Specialist',
    department: 'Client Advisory',
    location: 'Mayfair, London',
    type: 'Full-time',
    description:
      'Guide collectors and first-time buyers through our collection, in the salon and remotely. You bring at least five years with fine watches at a retailer, auction house or manufacture, and a deep knowledge of the major houses and independents.',
  },
  {
    id: 'watch-authentication-technician',
    title: 'Watch Authentication Technician',
    department: 'Authentication',
    location: 'Mayfair, London',
    type: 'Full-time',
    description:
      'Examine every watch that enters our collection: movements, serials, cases and documents. A WOSTEP, BHI or equivalent qualification and experience opening and assessing mechanical watches are essential.',
  },
  {
    id: 'designer-fashion-buyer',
    title: 'Designer Fashion Buyer',
    department: 'Buying & Merchandising',
    location: 'London',
    type: 'Full-time',
    description:
      'Build our clothing collection season by season, working with the Italian and French houses we partner with. You have a buyer’s eye, strong supplier relationships and a commercial grasp of luxury ready-to-wear.',
  },
  {
    id: 'digital-experience-designer',
    title: 'Digital Experience Designer',
    department: 'Digital',
    location: 'London (hybrid)',
    type: 'Full-time',
    description:
      'Shape how clients discover and buy from Aurum online, from product pages to checkout. A portfolio of accessible, refined interfaces and experience testing with real customers matter more to us than any particular tool.',
  },
  {
    id: 'weekend-client-adviser',
    title: 'Weekend Client Adviser',
    department: 'Boutique',
    location: 'Mayfair, London',
    type: 'Part-time',
    description:
      'Welcome clients to our Mayfair salon on Saturdays and Sundays, present pieces and arrange viewings. Warmth, discretion and a genuine interest in watches or fashion are what we look for; we will teach you the rest.',
  },
];

const applyNotice = (job: JobOpening) => ({
  title: `Applying for ${job.title}`,
  description: `Thank you for your interest. Please send your CV and a short covering letter to our talent team through our contact page, quoting reference ${job.id}.`,
});

const openingItems: AccordionItem[] = jobOpenings.map((job) => ({
  id: job.id,
  title: job.title,
  meta: [job.department, job.location, job.type],
  body: [job.description],
  actions: [{ label: 'Apply Now', notice: applyNotice(job) }],
}));

export const careersPage: InfoPageContent = {
  documentTitle: 'Careers',
  eyebrow: 'Join Aurum',
  title: 'Careers at Aurum',
  intro: 'We are a small team of specialists who care deeply about fine things and the people who own them. If that sounds like you, we would like to meet.',
  layout: 'feature',
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'Life at Aurum',
      heading: 'Why Work With Us',
      columns: 3,
      cards: [
        { title: 'Expertise', text: 'Learn alongside watchmakers, authenticators and buyers who are among the best in their fields.' },
        { title: 'Growth', text: 'A training budget for every colleague, from BHI courses to fashion-house placements.' },
        { title: 'Rewards', text: 'Competitive pay, a generous colleague discount, private healthcare and 28 days’ holiday plus bank holidays.' },
      ],
    },
    {
      kind: 'accordion',
      tone: 'parchment',
      eyebrow: 'Opportunities',
      heading: 'Current Openings',
      intro: 'Select a role to read more.',
      singleOpen: true,
      items: openingItems,
    },
    {
      kind: 'steps',
      eyebrow: 'How We Hire',
      heading: 'The Application Process',
      steps: [
        { title: 'Apply', text: 'Send your CV and a few lines on why the role appeals to you.' },
        { title: 'Introduction', text: 'A short call with our talent team to get to know each other.' },
        { title: 'Interview', text: 'Meet the people you would work with, in Mayfair or by video.' },
        { title: 'Assessment', text: 'A practical exercise drawn from the real work of the role.' },
        { title: 'Offer', text: 'We decide quickly and explain our decision, whatever it is.' },
      ],
    },
    {
      kind: 'actions',
      tone: 'dark',
      heading: 'Don’t See Your Role?',
      intro: 'We are always glad to hear from exceptional people.',
      actions: [
        {
          label: 'Submit Your CV',
          notice: {
            title: 'Submit your CV',
            description: 'Please send your CV and a short note on the work that interests you to our talent team through our contact page.',
          },
        },
      ],
    },
  ],
};
