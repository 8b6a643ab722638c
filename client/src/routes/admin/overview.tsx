import { AdminPage } from '../../features/admin-shell';
import { DashboardOverview } from '../../features/dashboard-admin';

/** /admin: the figures a shop is run from, each card leading to its page. */
export default function AdminOverviewPage() {
  return (
    <AdminPage title="Overview" description="Today, the last 7 and the last 30 days, and what needs attention now.">
      <DashboardOverview />
    </AdminPage>
  );
}
