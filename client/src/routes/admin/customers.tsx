import { AdminPage } from '../../features/admin-shell';
import { CustomersScreen } from '../../features/customers-admin';

/** /admin/customers: every customer account, searchable, VIP first when asked. */
export default function AdminCustomersPage() {
  return (
    <AdminPage title="Customers" description="Accounts, their verification, VIP standing and sessions.">
      <CustomersScreen />
    </AdminPage>
  );
}
