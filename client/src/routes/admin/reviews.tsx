import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Tabs } from '../../components/ui/tabs';
import { AdminPage } from '../../features/admin-shell';
import { ProductReviewsScreen, ReviewsScreen } from '../../features/reviews-admin';

const KINDS = [
  { id: 'sellers', label: 'Seller reviews' },
  { id: 'products', label: 'Product reviews' },
];

/** /admin/reviews: buyers' reviews of marketplace sellers and customers' reviews of pieces, each its tab, moderated alike. */
export default function AdminReviewsPage() {
  const idPrefix = useId();
  return (
    <AdminPage
      title="Reviews"
      description="Publish reviews, or hide them with a reason. Only published reviews show on seller and product pages and count in ratings."
      actions={
        <Link to="/admin/review-logs" css={css`color: var(--accent); text-decoration: underline; text-underline-offset: 0.2em;`}>
          Moderation log
        </Link>
      }
    >
      <Tabs label="Reviews of" idPrefix={idPrefix} tabs={KINDS} lazy renderPanel={(kind) => (kind.id === 'sellers' ? <ReviewsScreen /> : <ProductReviewsScreen />)} />
    </AdminPage>
  );
}
