import type { InfoPageContent } from '../content-types';

export const cookiesPolicyPage: InfoPageContent = {
  documentTitle: 'Cookies Policy',
  eyebrow: 'Legal',
  title: 'Cookies Policy',
  intro: 'Which cookies Aurum uses, why, for how long, and how to change your choice.',
  lastUpdated: 'May 13, 2025',
  layout: 'document',
  blocks: [
    {
      kind: 'prose',
      heading: 'What Cookies Are',
      paragraphs: [
        'Cookies are small text files a website stores in your browser. Some are essential for the shop to work; others, such as analytics and marketing cookies, are used only if you agree.',
      ],
    },
    {
      kind: 'list',
      heading: 'Your Choice',
      items: [
        '**Accept All** turns on analytics and marketing cookies as well as the essential ones.',
        '**Essential Only** keeps just what the shop needs to work.',
        '**Learn more** lets you choose analytics and marketing separately.',
      ],
      after: ['You can change your mind at any time from the “Cookie Settings” link at the foot of every page.'],
    },
    {
      kind: 'table',
      heading: 'The Cookies We Use',
      caption: 'Cookies, their purpose and how long they last',
      columns: ['Cookie', 'Category', 'Purpose', 'Duration'],
      rows: [
        ['Sign-in session', 'Essential', 'Keeps you signed in as you move between pages.', 'Session (until you close your browser)'],
        ['Remember me', 'Essential', 'Keeps you signed in when you tick “Remember me”.', '30 days'],
        ['Site preferences', 'Essential', 'Remembers choices such as the layout of listing pages.', '1 year'],
        ['Analytics', 'Analytics', 'Measures how pages load and are used, so that we can improve them.', '2 years'],
        ['Campaign', 'Marketing', 'Records which campaign brought you to us.', '3 months'],
      ],
    },
    {
      kind: 'prose',
      heading: 'Information Kept in Your Browser',
      paragraphs: [
        'Your cart, wishlist, comparison list, recently viewed pieces and your cookie choice itself are kept in your browser’s local storage rather than in cookies. They stay until you clear them, and are never sent to us except when you check out.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Managing Cookies in Your Browser',
      paragraphs: [
        'Most browsers let you block or delete cookies in their settings. Blocking essential cookies will stop you signing in and checking out. For more about how we handle your information, see our [privacy policy](/privacy-policy).',
      ],
    },
  ],
};
