import { AdminPage } from '../../features/admin-shell';
import { CheckoutHoldsSection, OrdersSection } from '../../features/orders-admin';

/** /admin/orders: every order, searchable, each opening in a drawer; below, the checkouts holding stock. */
export default function AdminOrdersPage() {
  return (
    <AdminPage title="Orders">
      <OrdersSection headingHidden />
      <CheckoutHoldsSection />
    </AdminPage>
  );
}
