/**
 * Every page of the SPA as a path pattern (`:name` is one segment), so the
 * server can answer a path that is no page with the 404 page and HTTP 404.
 * spa-paths.test.tsx keeps this list equal to the route table in routes.tsx:
 * a route added there without a line here fails the tests. No imports, so the
 * server can use it too.
 */
export const SPA_PATHS: readonly string[] = [
  '',
  'about',
  'accessibility',
  'account',
  'account/address-format',
  'account/consultations',
  'account/dashboard',
  'account/notifications',
  'account/orders',
  'account/orders/:number',
  'account/profile',
  'account/repair-request',
  'account/return-request',
  'account/support-tickets',
  'admin',
  'admin/api-keys',
  'admin/customers',
  'admin/customers/:id',
  'admin/insights',
  'admin/login',
  'admin/orders',
  'admin/products',
  'admin/products/:id',
  'admin/products/new',
  'admin/returns',
  'admin/support',
  'admin/ultimate',
  'admin/ultra-advanced',
  'admin/world-class',
  'ai-admin',
  'auth',
  'auth-confirmation',
  'authentication',
  'careers',
  'cart',
  'checkout',
  'clothing',
  'contact',
  'cookies-policy',
  'craftsmanship',
  'designer-fashion',
  'dev/outbox',
  'developers',
  'email-verification',
  'error-test',
  'faq',
  'forgot-password',
  'heritage',
  'home',
  'login',
  'luxury-watches',
  'order-confirmation',
  'order/confirmation',
  'orders',
  'our-story',
  'press',
  'privacy-policy',
  'product/:id',
  'products',
  'products/:category',
  'products/collections',
  'products/new-arrivals',
  'products/sale',
  'profile',
  'recently-viewed',
  'register',
  'reset-password',
  'returns',
  'settings',
  'shipping-info',
  'shipping-returns',
  'shop',
  'size-guide',
  'size-guides',
  'social-media',
  'style-consultation',
  'sustainability',
  'terms-and-conditions',
  'ultimate-ai',
  'verification-reminder',
  'verify-email',
  'verify-phone',
  'warranty',
  'watches',
  'wishlist',
];

const patterns = SPA_PATHS.map((path) => (path === '' ? [] : path.split('/')));

/** True when a URL path (already decoded, leading slash, optional trailing slash) is one of the SPA's pages. */
export function isSpaPath(pathname: string): boolean {
  const trimmed = pathname.replace(/^\//, '').replace(/\/$/, '');
  const segments = trimmed === '' ? [] : trimmed.split('/');
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part.toLowerCase() === segments[i].toLowerCase())),
  );
}
