/** Primary navigation shared by the desktop header and the mobile menu. */
export const primaryNav = [
  { label: 'Watches', to: '/watches' },
  { label: 'Clothing', to: '/clothing' },
  { label: 'Marketplace', to: '/marketplace' },
  { label: 'Style Consultation', to: '/style-consultation' },
  { label: 'Contact', to: '/contact' },
] as const;

export const authLinks = {
  signIn: '/auth?mode=signin',
  signUp: '/auth?mode=signup',
} as const;

export const searchPath = (query: string) => `/products/all?search=${encodeURIComponent(query)}`;
