import type { ServiceRequestStatus } from '../../gql/graphql';

export const REQUESTS_PAGE_SIZE = 20;

export const KIND_FILTERS = [
  { value: '', label: 'Returns and repairs' },
  { value: 'return', label: 'Returns' },
  { value: 'repair', label: 'Repairs' },
] as const;

export const STATUS_FILTERS: readonly { value: ServiceRequestStatus | ''; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: 'REQUESTED', label: 'Requested' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'RECEIVED', label: 'Received' },
  { value: 'IN_WORKSHOP', label: 'With the workshop' },
  { value: 'READY', label: 'Ready' },
  { value: 'REFUNDED', label: 'Refunded' },
  { value: 'RETURNED', label: 'Returned' },
  { value: 'REJECTED', label: 'Rejected' },
];

/** Still waiting for staff: drawn with a gold edge. */
export const isOpenStatus = (status: ServiceRequestStatus) => !['REFUNDED', 'RETURNED', 'REJECTED'].includes(status);

/** What staff are told before they confirm an action. */
export const ACTION_CONSEQUENCES: Record<string, string> = {
  APPROVE: 'The customer is emailed the return instructions (address and RMA reference).',
  RECEIVE: 'Marks the item as arrived; the customer is emailed.',
  REFUND: 'The whole order is refunded to the customer’s card through its payment provider, and the customer is emailed.',
  START_REPAIR: 'Sends the piece to the workshop; the customer sees it in their account.',
  MARK_READY: 'The repair is finished; the customer is emailed.',
  RETURN_TO_CUSTOMER: 'The piece has been sent back; the customer is emailed.',
  REJECT: 'The customer is emailed the reason you give.',
};
