import { AdminPage } from '../../features/admin-shell';
import { SupportQueueSection } from '../../features/support-admin';

/** /admin/support: the support queue, most pressing first. */
export default function AdminSupportPage() {
  return (
    <AdminPage title="Support">
      <SupportQueueSection headingHidden />
    </AdminPage>
  );
}
