import { AdminPage } from '../../features/admin-shell';
import { InsightsScreen } from '../../features/insights-admin';

/** /admin/insights and the spec's AI admin routes: what to do next, each card traced to the shop's numbers. */
export default function AdminInsightsPage() {
  return (
    <AdminPage title="Insights">
      <InsightsScreen />
    </AdminPage>
  );
}
