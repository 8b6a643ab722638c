import type { Block } from '../../content-types';
import { supportHours } from './company';

/** The closing band of customer-care pages: how to reach the concierge, with a link to /contact. */
export const helpBlock = (heading: string, text: string): Block => ({
  kind: 'contact',
  tone: 'dark',
  eyebrow: 'Concierge',
  heading,
  intro: text,
  lines: supportHours,
  action: { label: 'Contact Us', to: '/contact' },
});
