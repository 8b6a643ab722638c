import type { ListingStatus } from '../../gql/graphql';

export const QUEUE_FILTERS: readonly { value: ListingStatus; label: string }[] = [
  { value: 'PENDING_REVIEW', label: 'Pending review' },
  { value: 'LIVE', label: 'Live' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'DRAFT', label: 'Draft' },
  { value: 'WITHDRAWN', label: 'Withdrawn' },
];

/** Only a listing waiting for review can be approved or rejected (the server's move table). */
export const isReviewable = (status: ListingStatus) => status === 'PENDING_REVIEW';
