import { AdminPage } from '../../features/admin-shell';
import { SellersScreen } from '../../features/marketplace-sellers-admin';

/** /admin/sellers: marketplace seller applications, approved, rejected or suspended with a reason. */
export default function AdminSellersPage() {
  return (
    <AdminPage title="Sellers" description="Check marketplace seller applications and their identity documents; approve, reject or suspend.">
      <SellersScreen />
    </AdminPage>
  );
}
