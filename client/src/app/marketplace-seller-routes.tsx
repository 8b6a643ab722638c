import { Navigate } from 'react-router';
import { protectedPage } from './protected-page';

const becomeSeller = protectedPage(() => import('../routes/marketplace/become-seller'));
const sell = protectedPage(() => import('../routes/marketplace/sell'));
const dashboard = protectedPage(() => import('../routes/marketplace/dashboard'));
const toDashboard = <Navigate to="/marketplace/dashboard" replace />;

/**
 * The marketplace's sign-in-required pages (accounts-support-info.md §2,
 * issues 13 and 14): applying, listing, editing, the dashboard, and buying
 * through escrow (checkout, confirmation, orders), inside the shop layout.
 */
export const marketplaceSellerRoutes = [
  { path: 'marketplace/become-seller', element: becomeSeller },
  { path: 'marketplace/seller-application', element: becomeSeller },
  { path: 'marketplace/sell', element: sell },
  { path: 'marketplace/create-listing', element: sell },
  { path: 'marketplace/listings/:id/edit', element: protectedPage(() => import('../routes/marketplace/edit-listing')) },
  { path: 'marketplace/dashboard', element: dashboard },
  { path: 'marketplace/seller-dashboard', element: toDashboard },
  { path: 'seller/dashboard', element: toDashboard },
  { path: 'marketplace/checkout/:id', element: protectedPage(() => import('../routes/marketplace/checkout')) },
  { path: 'marketplace/order-confirmation', element: protectedPage(() => import('../routes/marketplace/order-confirmation')) },
  { path: 'marketplace/orders', element: protectedPage(() => import('../routes/marketplace/orders')) },
  { path: 'marketplace/orders/:id', element: protectedPage(() => import('../routes/marketplace/order')) },
];
