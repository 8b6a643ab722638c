import { useParams } from 'react-router';
import { AdminPage } from '../../features/admin-shell';
import { MarketplaceOrderDetailScreen } from '../../features/marketplace-orders-admin';

/** /admin/marketplace-orders/:id: one escrow order, its dispute, ledger and staff actions. */
export default function AdminMarketplaceOrderPage() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="Marketplace order">
      <MarketplaceOrderDetailScreen id={id} />
    </AdminPage>
  );
}
