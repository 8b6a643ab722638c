import { lazyPage } from './lazy-page';

/**
 * The information pages of the route table (accounts-support-info.md §2,
 * Info row), each its own chunk. /contact and /error-test live elsewhere.
 */
export const infoRoutes = [
  { path: 'terms-and-conditions', element: lazyPage(() => import('../routes/info/terms-and-conditions')) },
  { path: 'privacy-policy', element: lazyPage(() => import('../routes/info/privacy-policy')) },
  { path: 'shipping-returns', element: lazyPage(() => import('../routes/info/shipping-returns')) },
  { path: 'warranty', element: lazyPage(() => import('../routes/info/warranty')) },
  { path: 'faq', element: lazyPage(() => import('../routes/info/faq')) },
  { path: 'size-guides', element: lazyPage(() => import('../routes/info/size-guides')) },
  { path: 'heritage', element: lazyPage(() => import('../routes/info/heritage')) },
  { path: 'craftsmanship', element: lazyPage(() => import('../routes/info/craftsmanship')) },
  { path: 'sustainability', element: lazyPage(() => import('../routes/info/sustainability')) },
  { path: 'careers', element: lazyPage(() => import('../routes/info/careers')) },
  { path: 'press', element: lazyPage(() => import('../routes/info/press')) },
  { path: 'cookies-policy', element: lazyPage(() => import('../routes/info/cookies-policy')) },
  { path: 'accessibility', element: lazyPage(() => import('../routes/info/accessibility')) },
  { path: 'about', element: lazyPage(() => import('../routes/info/about')) },
  { path: 'our-story', element: lazyPage(() => import('../routes/info/our-story')) },
  { path: 'social-media', element: lazyPage(() => import('../routes/info/social-media')) },
  { path: 'authentication', element: lazyPage(() => import('../routes/info/authentication')) },
  { path: 'luxury-watches', element: lazyPage(() => import('../routes/info/luxury-watches')) },
  { path: 'designer-fashion', element: lazyPage(() => import('../routes/info/designer-fashion')) },
  { path: 'shipping-info', element: lazyPage(() => import('../routes/info/shipping-info')) },
  { path: 'returns', element: lazyPage(() => import('../routes/info/returns')) },
  { path: 'size-guide', element: lazyPage(() => import('../routes/info/size-guide')) },
  { path: 'developers', element: lazyPage(() => import('../routes/developers')) },
];
