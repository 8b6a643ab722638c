import type { StatsBlock } from '../../content-types';

/** The company's claims (accounts-support-info.md §1), stated the same way on every page. */
export const companyStats: StatsBlock['stats'] = [
  { value: '2020', label: 'Established in London' },
  { value: '5,000+', label: 'Timepieces' },
  { value: '50,000+', label: 'Clients' },
  { value: '100%', label: 'Authenticated' },
];

/** Support hours (§9, §6): the concierge line's hours and the FAQ's client-services hours both apply. */
export const supportHours = [
  { label: 'Concierge line', value: '9:00–21:00 GMT, every day' },
  { label: 'Client services', value: 'Monday to Saturday, 9am–6pm' },
  { label: 'Email', value: 'Replies within 24 hours; within 1 hour for VIP clients' },
];
