export const footerColumns = [
  {
    title: 'Shop',
    links: [
      { label: 'Watches', to: '/watches' },
      { label: 'Clothing', to: '/clothing' },
      { label: 'New Arrivals', to: '/products/new-arrivals' },
      { label: 'Sale', to: '/products/sale' },
      { label: 'Marketplace', to: '/marketplace' },
    ],
  },
  {
    title: 'Customer Care',
    links: [
      { label: 'Contact', to: '/contact' },
      { label: 'Shipping & Returns', to: '/shipping-returns' },
      { label: 'Size Guides', to: '/size-guides' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Warranty', to: '/warranty' },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'Our Story', to: '/our-story' },
      { label: 'Heritage', to: '/heritage' },
      { label: 'Craftsmanship', to: '/craftsmanship' },
      { label: 'Sustainability', to: '/sustainability' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms', to: '/terms-and-conditions' },
      { label: 'Privacy', to: '/privacy-policy' },
      { label: 'Cookies', to: '/cookies-policy' },
      { label: 'Accessibility', to: '/accessibility' },
    ],
  },
] as const;
