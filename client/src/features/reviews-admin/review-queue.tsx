import { css, useTheme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { mutedText } from '../../components/admin/admin-styles';
import { QueueScreen, type QueuePage } from '../../components/admin/queue-screen';
import { StatusSelect } from '../../components/admin/status-select';
import { useQueueFilter } from '../../components/admin/use-queue-filter';
import { Badge, Button } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import type { ReviewDecision, SellerReviewStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { Stars } from '../marketplace-reviews/stars';
import { ModerateDialog, type ModerationTexts } from './moderate-dialog';
import { decisionsFor, DECISION_LABELS, QUEUE_FILTERS, queueStatuses, STATUS_LABELS, type QueueFilter } from './rules';

export const REVIEW_PAGE_SIZE = 25;

/** What every moderated review shows in the queue, whatever it is of. */
export interface QueuedReview {
  id: string;
  rating: number;
  text: string;
  status: SellerReviewStatus;
  hiddenReason?: string | null;
  orderNumber: string;
  buyerEmail: string;
  createdAt: string;
}

/** One kind of review's queue: its names, columns and dialog texts. */
export interface ReviewQueueKind<T extends QueuedReview> {
  headingId: string;
  caption: string;
  /** The column of what is reviewed, and of who wrote it. */
  subjectColumn: string;
  reviewerColumn: string;
  pagerLabel: string;
  nameOf: (review: T) => string;
  subjectCell: (review: T) => ReactNode;
  /** A heading line above the text, where the kind has one. */
  titleOf?: (review: T) => string;
  texts: ModerationTexts;
}

/** The queue's filter and page, kept in the address; `variables` is what the kind's query takes. */
export function useReviewQueueState() {
  const { filter, setFilter, offset, setOffset } = useQueueFilter<QueueFilter>('PENDING');
  return { filter, setFilter, offset, setOffset, variables: { statuses: queueStatuses(filter), limit: REVIEW_PAGE_SIZE, offset } };
}

interface ReviewQueueProps<T extends QueuedReview> {
  kind: ReviewQueueKind<T>;
  state: ReturnType<typeof useReviewQueueState>;
  page: QueuePage<T> | null;
  error?: Error;
  onRetry: () => Promise<unknown>;
  moderate: (id: string, decision: ReviewDecision, reason: string | null) => Promise<unknown>;
}

/** /admin/reviews: one kind of review by status (awaiting moderation first, oldest first), each published or hidden with a reason. */
export function ReviewQueue<T extends QueuedReview>({ kind, state, page, error, onRetry, moderate }: ReviewQueueProps<T>) {
  const theme = useTheme();
  const [deciding, setDeciding] = useState<{ review: T; decision: ReviewDecision } | null>(null);

  return (
    <QueueScreen
      id={kind.headingId}
      heading="Moderation queue"
      noun={['review', 'reviews']}
      order="oldest first"
      filtersBeside
      filters={<StatusSelect value={state.filter} options={QUEUE_FILTERS} onChange={state.setFilter} />}
      page={page}
      error={error}
      onRetry={onRetry}
      loadingLabel="Loading reviews…"
      errorText="The reviews could not be loaded."
      empty="No reviews in this state."
      paging={{ offset: state.offset, limit: REVIEW_PAGE_SIZE, onChange: state.setOffset, label: kind.pagerLabel }}
      after={
        deciding && (
          <ModerateDialog
            subjectName={kind.nameOf(deciding.review)}
            orderNumber={deciding.review.orderNumber}
            decision={deciding.decision}
            texts={kind.texts}
            moderate={(decision, reason) => moderate(deciding.review.id, decision, reason)}
            onClose={() => setDeciding(null)}
          />
        )
      }
    >
      {(reviews) => (
        <DataTable caption={kind.caption} columns={['Review', kind.subjectColumn, 'Order', kind.reviewerColumn, 'Written', 'Status', 'Moderate']}>
          {reviews.map((review) => (
            <tr key={review.id} data-review-id={review.id}>
              {/* Narrow enough that the Moderate column fits beside the side navigation at 1280 px (issue 37). */}
              <td css={css`min-width: 12rem; max-width: 22rem;`}>
                <Stars rating={review.rating} size={14} />
                {kind.titleOf && <p css={css`margin: ${theme.space[2]} 0 0; font-weight: 600; overflow-wrap: anywhere;`}>{kind.titleOf(review)}</p>}
                <p css={css`margin: ${kind.titleOf ? theme.space[1] : theme.space[2]} 0 0; overflow-wrap: anywhere; white-space: pre-line;`}>{review.text}</p>
              </td>
              <td css={css`overflow-wrap: anywhere;`}>{kind.subjectCell(review)}</td>
              <td css={css`white-space: nowrap;`}>{review.orderNumber}</td>
              <td css={css`overflow-wrap: anywhere;`}>{review.buyerEmail}</td>
              <td css={css`min-width: 6.5rem;`}>{formatDateTime(review.createdAt)}</td>
              <td>
                <Badge variant={review.status === 'PENDING' ? 'gold' : review.status === 'HIDDEN' ? 'muted' : 'outline'}>{STATUS_LABELS[review.status]}</Badge>
                {review.hiddenReason && <p css={[mutedText(theme), css`margin: ${theme.space[2]} 0 0;`]}>{review.hiddenReason}</p>}
              </td>
              <td>
                <div css={css`display: grid; justify-items: start; gap: ${theme.space[2]};`}>
                  {decisionsFor(review.status).map((decision) => (
                    <Button key={decision} size="sm" variant={decision === 'PUBLISH' ? 'secondary' : 'ghost'} onClick={() => setDeciding({ review, decision })}>
                      {DECISION_LABELS[decision]}
                      <span className="visually-hidden">
                        {' '}
                        the review of {kind.nameOf(review)} on order {review.orderNumber}
                      </span>
                    </Button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </QueueScreen>
  );
}
