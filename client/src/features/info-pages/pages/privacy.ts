import type { InfoPageContent } from '../content-types';

export const privacyPage: InfoPageContent = {
  documentTitle: 'Privacy Policy',
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  intro: 'How Aurum collects, uses and protects your personal information, and the choices you have.',
  layout: 'document',
  blocks: [
    {
      kind: 'prose',
      heading: 'Who We Are',
      paragraphs: [
        'Aurum, of Mayfair, London, is the controller of the personal information described here. We handle it in line with the UK General Data Protection Regulation and the Data Protection Act 2018.',
      ],
    },
    {
      kind: 'list',
      heading: 'What We Collect',
      items: [
        '**Account details**: your name, email address, phone number and address, and whether your email and phone are verified.',
        '**Orders**: the pieces you buy, delivery details and payment confirmation. Card details are handled by our payment partner; we never see or store your full card number.',
        '**Support requests**: the messages and attachments you send to our concierge.',
        '**Your browser’s choices**: your cart, wishlist, comparison list and recently viewed pieces are kept in your own browser, not on our servers.',
        '**Performance measurements**: if you accept analytics cookies, how quickly pages load and respond (web vitals). These carry no name or account.',
        '**Error reports**: if a page fails to display, the error, the page address and your browser’s name, so that we can fix it.',
      ],
    },
    {
      kind: 'list',
      heading: 'How We Use It',
      items: [
        'To fulfil your orders, deliver them and handle returns and warranty claims (performance of our contract with you).',
        'To verify your account and keep it secure (our legitimate interest, and yours).',
        'To answer your support requests.',
        'To send you The Aurum Letter, only if you subscribe; every issue has an unsubscribe link (your consent).',
        'To measure and improve the website, only with your consent for analytics cookies.',
        'To meet our legal obligations, such as keeping tax records.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Who We Share It With',
      paragraphs: [
        'We share only what is needed with the companies that help us trade: our card payment partner, couriers, and our email and SMS providers. They act on our instructions. We never sell your personal information.',
      ],
    },
    {
      kind: 'prose',
      heading: 'How Long We Keep It',
      paragraphs: [
        'Account details are kept while your account is open. Order records are kept for six years, as tax law requires. Performance measurements and error reports are deleted after 30 days at most.',
      ],
    },
    {
      kind: 'list',
      heading: 'Your Rights',
      items: [
        'Access a copy of the personal information we hold about you.',
        'Ask us to correct it, or to delete it where we have no reason to keep it.',
        'Object to, or ask us to restrict, how we use it.',
        'Withdraw consent at any time — for analytics, from the “Cookie Settings” link at the foot of every page.',
        'Complain to the Information Commissioner’s Office (ico.org.uk) if you are unhappy with how we have handled your information.',
      ],
      after: ['To use any of these rights, write to us through our [contact page](/contact). Our use of cookies is explained in our [cookies policy](/cookies-policy).'],
    },
  ],
};
