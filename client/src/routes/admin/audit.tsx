import { AdminPage } from '../../features/admin-shell';
import { AuditScreen } from '../../features/audit-admin';

/** /admin/audit: the one staff audit trail. */
export default function AdminAuditPage() {
  return (
    <AdminPage title="Staff audit trail" description="Who did what, on which record, when and why — before and after.">
      <AuditScreen />
    </AdminPage>
  );
}
