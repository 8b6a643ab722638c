import type { InfoPageContent } from '../content-types';

/** Aurum's four social networks; the handles are Aurum's own. */
const networks = [
  { name: 'Instagram', handle: '@aurumlondon', href: 'https://www.instagram.com/aurumlondon', text: 'New arrivals, wrist shots from the salon and behind the scenes in our workshop.' },
  { name: 'Facebook', handle: 'Aurum London', href: 'https://www.facebook.com/aurumlondon', text: 'News, events and private viewing invitations for our community.' },
  { name: 'X', handle: '@aurumlondon', href: 'https://x.com/aurumlondon', text: 'Launches, auction results and watch-world news as it happens.' },
  { name: 'YouTube', handle: 'Aurum London', href: 'https://www.youtube.com/@aurumlondon', text: 'Hands-on reviews, servicing films and conversations with watchmakers.' },
];

export const socialMediaPage: InfoPageContent = {
  documentTitle: 'Social Media',
  eyebrow: 'Community',
  title: 'Follow Aurum',
  intro: 'Join our community of collectors and enthusiasts for first looks at new arrivals, stories from the atelier and invitations to private events.',
  layout: 'feature',
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'Our Channels',
      heading: 'Find Us Online',
      columns: 4,
      cards: networks.map((network) => ({
        kicker: network.handle,
        title: network.name,
        text: network.text,
        action: { label: `Aurum on ${network.name}`, href: network.href },
      })),
    },
    {
      kind: 'list',
      tone: 'parchment',
      eyebrow: 'Share Your Pieces',
      heading: 'Our Hashtags',
      intro: 'Tag your Aurum pieces and we may feature them on our channels.',
      items: ['**#AurumLondon** — everything Aurum', '**#AurumTimepieces** — your watches on the wrist', '**#AurumStyle** — how you wear our clothing', '**#AuthenticatedLuxury** — the stories behind your pieces'],
    },
  ],
};
