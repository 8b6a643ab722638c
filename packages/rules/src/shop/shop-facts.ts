/**
 * Facts the shop states in more than one place, each stated once (issue 37: a shop may not state two policies).
 * Where the spec records two values for one fact, the issue chose the one that wins everywhere.
 */

/** Free shipping: the policy pages' £500 (the spec's product-page line said £1,000). */
export const FREE_SHIPPING_OVER_POUNDS = 500;
export const FREE_SHIPPING_LINE = `Free worldwide shipping on all orders over £${FREE_SHIPPING_OVER_POUNDS}`;
export const FREE_SHIPPING_BADGE = `Free shipping over £${FREE_SHIPPING_OVER_POUNDS}`;

/** The compare list holds what its overlay shows: 3 (the spec's list allowed 4 but showed 3). */
export const COMPARE_MAX = 3;

/** The concierge desk: one number, one address, one set of hours, on every page and email that names them. */
export const CONCIERGE = {
  email: 'concierge@aurum.example',
  phone: '+44 20 7946 0958',
  hours: '9:00–21:00 GMT daily',
} as const;

/** `tel:` link for the concierge line. */
export const CONCIERGE_TEL = `tel:${CONCIERGE.phone.replace(/\s/g, '')}`;

/** How soon an email to the support address is answered (accounts-support-info.md §6). Tickets: per category. */
export const EMAIL_REPLY = { standard: '24 hours', vip: '1 hour' } as const;
