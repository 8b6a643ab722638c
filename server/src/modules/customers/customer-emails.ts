export interface CustomerEmail {
  kind: string;
  subject: string;
  body: string;
  link: string;
}

/** Tells a customer they are (or no longer are) a VIP client, and what it means for support. */
export function vipChangeEmail(name: string, vip: boolean): CustomerEmail {
  const greeting = `Dear ${name},`;
  if (vip) {
    return {
      kind: 'vip_granted',
      subject: 'Welcome to Aurum VIP',
      body: [
        greeting,
        '',
        'You are now an Aurum VIP client.',
        '',
        'Our VIP Concierge is open to you on the contact page: sourcing, private viewings and bespoke requests, with an answer within 30 minutes, and your other messages reach us with priority (email replies within one hour).',
        '',
        'Aurum, Mayfair, London',
      ].join('\n'),
      link: '/contact',
    };
  }
  return {
    kind: 'vip_removed',
    subject: 'Your Aurum VIP membership',
    body: [greeting, '', 'Your Aurum VIP membership has ended. Our client services remain at your disposal through the contact page, with replies within 24 hours.', '', 'Aurum, Mayfair, London'].join('\n'),
    link: '/contact',
  };
}
