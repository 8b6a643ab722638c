import { AdminPage } from '../../features/admin-shell';
import { ReviewLogsScreen } from '../../features/reviews-admin';

/** /admin/review-logs: every moderation of a review, from the staff audit record. */
export default function AdminReviewLogsPage() {
  return (
    <AdminPage title="Review moderation log" description="Who published or hid which review, when, and why.">
      <ReviewLogsScreen />
    </AdminPage>
  );
}
