import { Navigate, useLocation } from 'react-router';
import { lazyPage } from './lazy-page';
import { protectedPage } from './protected-page';

/** /login and /register (linked from the contact page) open /auth in the right mode, keeping ?redirect=. */
function AuthModeRedirect({ mode }: { mode: 'signin' | 'signup' }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set('mode', mode);
  return <Navigate to={`/auth?${params}`} replace />;
}

const accountProfile = protectedPage(() => import('../routes/account/profile'));
const emailVerified = lazyPage(() => import('../routes/email-verified'));

/**
 * The Auth and Account rows of the route table (accounts-support-info.md §2),
 * inside the shop layout. Account pages follow the protected-route rule.
 */
export const accountRoutes = [
  { path: 'auth', element: lazyPage(() => import('../routes/auth')) },
  { path: 'login', element: <AuthModeRedirect mode="signin" /> },
  { path: 'register', element: <AuthModeRedirect mode="signup" /> },
  { path: 'auth-confirmation', element: emailVerified },
  { path: 'email-verification', element: emailVerified },
  { path: 'verify-email', element: lazyPage(() => import('../routes/verify-email')) },
  { path: 'verify-phone', element: lazyPage(() => import('../routes/verify-phone')) },
  { path: 'verification-reminder', element: lazyPage(() => import('../routes/verification-reminder')) },
  { path: 'forgot-password', element: lazyPage(() => import('../routes/forgot-password')) },
  { path: 'reset-password', element: lazyPage(() => import('../routes/reset-password')) },
  { path: 'account', element: accountProfile },
  { path: 'account/profile', element: accountProfile },
  { path: 'account/dashboard', element: accountProfile },
  { path: 'profile', element: accountProfile },
  { path: 'account/return-request', element: protectedPage(() => import('../routes/account/return-request')) },
  { path: 'account/repair-request', element: protectedPage(() => import('../routes/account/repair-request')) },
  { path: 'account/notifications', element: protectedPage(() => import('../routes/account/notifications')) },
  { path: 'account/alerts', element: protectedPage(() => import('../routes/account/alerts')) },
  // Opened from an alert email, signed in or not: the signed link is the key.
  { path: 'alerts/unsubscribe', element: lazyPage(() => import('../routes/alerts-unsubscribe')) },
  { path: 'account/support-tickets', element: protectedPage(() => import('../routes/account/support-tickets')) },
  { path: 'account/consultations', element: protectedPage(() => import('../routes/account/consultations')) },
  { path: 'contact', element: lazyPage(() => import('../routes/contact')) },
  { path: 'settings', element: protectedPage(() => import('../routes/account/settings')) },
  { path: 'account/address-format', element: lazyPage(() => import('../routes/account/address-format')) },
  { path: 'dev/outbox', element: lazyPage(() => import('../routes/dev-outbox')) },
  { path: 'error-test', element: lazyPage(() => import('../routes/error-test')) },
];
