import { Navigate } from 'react-router';
import { protectedPage } from './protected-page';

const becomeSeller = protectedPage(() => import('../routes/marketplace/become-seller'));
const sell = protectedPage(() => import('../routes/marketplace/sell'));
const dashboard = protectedPage(() => import('../routes/marketplace/dashboard'));
const toDashboard = <Navigate to="/marketplace/dashboard" replace />;

/**
 * The marketplace's sign-in-required seller pages (accounts-support-info.md §2,
 * issue 13): applying, listing, editing and the dashboard, inside the shop layout.
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
];
