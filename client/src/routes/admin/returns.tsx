import { AdminPage } from '../../features/admin-shell';
import { ReturnsScreen } from '../../features/returns-admin';

/** /admin/returns: return and repair requests, each worked through its allowed next steps. */
export default function AdminReturnsPage() {
  return (
    <AdminPage title="Returns & repairs" description="Approve, receive and refund returns; follow repairs through the workshop.">
      <ReturnsScreen />
    </AdminPage>
  );
}
