import { SellerGate, SellerPageFrame } from '../../features/marketplace-sellers';
import { SellerDashboard } from '../../features/marketplace-selling';

/** /marketplace/dashboard: an approved seller's listings; everyone else sees their application or how to apply. */
export default function SellerDashboardRoute() {
  return (
    <SellerPageFrame title="Seller dashboard">
      <SellerGate>
        <SellerDashboard />
      </SellerGate>
    </SellerPageFrame>
  );
}
