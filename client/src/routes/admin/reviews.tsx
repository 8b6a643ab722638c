import { css } from '@emotion/react';
import { Link } from 'react-router';
import { AdminPage } from '../../features/admin-shell';
import { ReviewsScreen } from '../../features/reviews-admin';

/** /admin/reviews: buyers' reviews of marketplace sellers waiting for moderation. */
export default function AdminReviewsPage() {
  return (
    <AdminPage
      title="Reviews"
      description="Publish buyers’ reviews of marketplace sellers, or hide them with a reason. Only published reviews show on seller pages and count in ratings."
      actions={
        <Link to="/admin/review-logs" css={css`color: var(--accent); text-decoration: underline; text-underline-offset: 0.2em;`}>
          Moderation log
        </Link>
      }
    >
      <ReviewsScreen />
    </AdminPage>
  );
}
