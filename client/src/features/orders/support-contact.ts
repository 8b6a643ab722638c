/** The concierge desk named on the confirmation page (storefront.md §9: a support email and phone). */
export const SUPPORT_CONTACT = {
  email: 'concierge@aurum.example',
  phone: '+44 20 7946 0000',
  hours: '9:00–21:00 GMT daily',
} as const;
