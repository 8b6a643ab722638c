import { useParams } from 'react-router';
import { AdminPage } from '../../features/admin-shell';
import { CustomerScreen } from '../../features/customers-admin';

/** /admin/customers/:id: one customer's account, orders, tickets, consultations and requests, with VIP and sessions actions. */
export default function AdminCustomerPage() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="Customer">
      <CustomerScreen id={id} />
    </AdminPage>
  );
}
