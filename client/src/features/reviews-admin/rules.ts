import type { ReviewDecision, ReviewKind, ReviewLogFilterInput, SellerReviewStatus } from '../../gql/graphql';

export type QueueFilter = SellerReviewStatus | 'ALL';

/** The queue's status filter: awaiting moderation first, as staff open it. */
export const QUEUE_FILTERS: readonly { value: QueueFilter; label: string }[] = [
  { value: 'PENDING', label: 'Awaiting moderation' },
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'HIDDEN', label: 'Hidden' },
  { value: 'ALL', label: 'All reviews' },
];

export const queueStatuses = (filter: QueueFilter): SellerReviewStatus[] => (filter === 'ALL' ? ['PENDING', 'PUBLISHED', 'HIDDEN'] : [filter]);

export const STATUS_LABELS: Record<SellerReviewStatus, string> = { PENDING: 'Awaiting moderation', PUBLISHED: 'Published', HIDDEN: 'Hidden' };

/** The server's moves: pending → published or hidden; published → hidden; hidden → published. */
export function decisionsFor(status: SellerReviewStatus): ReviewDecision[] {
  if (status === 'PENDING') return ['PUBLISH', 'HIDE'];
  return status === 'PUBLISHED' ? ['HIDE'] : ['PUBLISH'];
}

export const DECISION_LABELS: Record<ReviewDecision, string> = { PUBLISH: 'Publish', HIDE: 'Hide' };
/** What the log says a review is of. */
export const KIND_LABELS: Record<ReviewKind, string> = { SELLER: 'Seller review', PRODUCT: 'Product review' };
export const ACTION_LABELS: Record<ReviewDecision, string> = { PUBLISH: 'Published', HIDE: 'Hidden' };

export interface LogFilterValues {
  action: ReviewDecision | '';
  moderator: string;
  /** yyyy-mm-dd from a date input, or empty. */
  from: string;
  to: string;
  reviewId: string;
}

export const EMPTY_LOG_FILTER: LogFilterValues = { action: '', moderator: '', from: '', to: '', reviewId: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The log query's filter: whole UK days, the "to" day included (so it ends at the next midnight, UTC). */
export function toLogFilter(values: LogFilterValues): ReviewLogFilterInput {
  const filter: ReviewLogFilterInput = {};
  if (values.action) filter.action = values.action;
  if (values.moderator.trim()) filter.moderator = values.moderator.trim();
  if (DAY.test(values.from)) filter.from = `${values.from}T00:00:00.000Z`;
  if (DAY.test(values.to)) filter.to = new Date(Date.parse(`${values.to}T00:00:00.000Z`) + 86_400_000).toISOString();
  if (/^\d{1,9}$/.test(values.reviewId.trim())) filter.reviewId = values.reviewId.trim();
  return filter;
}

/** "From 2 November 2026 to 5 November 2026" style check: a range whose end is before its start finds nothing. */
export const rangeError = (values: LogFilterValues) => (DAY.test(values.from) && DAY.test(values.to) && values.to < values.from ? 'The end date must be on or after the start date.' : undefined);

