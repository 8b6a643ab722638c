import { AdminPage } from '../../features/admin-shell';
import { OrdersSection } from '../../features/orders-admin';

/** /admin/orders: every order, searchable, each opening in a drawer. */
export default function AdminOrdersPage() {
  return (
    <AdminPage title="Orders">
      <OrdersSection headingHidden />
    </AdminPage>
  );
}
