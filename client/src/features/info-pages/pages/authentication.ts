import type { InfoPageContent } from '../content-types';
import { helpBlock } from './shared/help';

export const authenticationPage: InfoPageContent = {
  documentTitle: 'Account Authentication',
  eyebrow: 'Your Account',
  title: 'Account Authentication',
  intro: 'Your account protects your orders, addresses and collection. Here is how we verify that it is really you — and how to keep it secure.',
  layout: 'feature',
  blocks: [
    {
      kind: 'steps',
      eyebrow: 'The Verification Journey',
      heading: 'Four Steps to a Secure Account',
      steps: [
        {
          title: 'Email Verification',
          text: 'After you register we email you a verification link, valid for 48 hours. Lost it? [Request a new one](/verification-reminder).',
        },
        {
          title: 'Phone Verification',
          text: 'We text a 6-digit code to your mobile; enter it on the [phone verification](/verify-phone) page. A new code can be sent after 60 seconds.',
        },
        {
          title: 'Two-Factor Authentication',
          text: 'Optional, and recommended: ask for a one-time code each time you sign in, so a password alone is never enough.',
        },
        {
          title: 'Account Activation',
          text: 'With your email and phone verified, your account is active: sign in to shop, track orders and contact our concierge.',
        },
      ],
    },
    {
      kind: 'list',
      tone: 'parchment',
      heading: 'Keeping Your Account Safe',
      items: [
        'Use a password of at least 8 characters with upper- and lower-case letters, a number and a symbol, and use it only for Aurum.',
        'Tick “Remember me” only on your own devices; it keeps you signed in for 30 days.',
        'We will never ask for your password or a verification code by phone or email.',
        'Forgotten your password? [Reset it here](/forgot-password).',
      ],
    },
    {
      kind: 'actions',
      heading: 'Ready to Begin?',
      actions: [
        { label: 'Create an Account', to: '/auth?mode=signup' },
        { label: 'Sign In', to: '/auth?mode=signin', variant: 'secondary' },
      ],
    },
    helpBlock('Trouble Signing In?', 'Our concierge can help you verify your account or recover access.'),
  ],
};
