import { AdminPage } from '../../features/admin-shell';
import { MarketplaceOrdersScreen } from '../../features/marketplace-orders-admin';

/** /admin/marketplace-orders: escrow orders for staff, disputes first. */
export default function AdminMarketplaceOrdersPage() {
  return (
    <AdminPage title="Marketplace orders" description="Escrow orders: confirm deliveries on the carrier’s proof, decide disputes, pay sellers out.">
      <MarketplaceOrdersScreen />
    </AdminPage>
  );
}
