import type { SellerDecision, SellerStatus } from '../../gql/graphql';
import { SELLER_DECISIONS } from '@aurum/rules/marketplace/seller-status';

export const SELLER_STATUS_FILTERS: readonly { value: SellerStatus; label: string }[] = [
  { value: 'SUBMITTED', label: 'Submitted' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'SUSPENDED', label: 'Suspended' },
];

const DECISIONS: Record<SellerDecision, { label: string; needsReason: boolean; consequence: string }> = {
  APPROVE: { label: 'Approve', needsReason: false, consequence: 'The customer can list watches at once and is emailed.' },
  REJECT: { label: 'Reject', needsReason: true, consequence: 'The customer is emailed your reason and may apply again.' },
  SUSPEND: { label: 'Suspend', needsReason: true, consequence: 'Their listings are hidden from buyers and they cannot list; they are emailed your reason.' },
};

/** The decisions staff may take on an application in this state (the server's table), with what each does. */
export function decisionsFor(status: SellerStatus) {
  return (Object.keys(DECISIONS) as SellerDecision[])
    .filter((decision) => (SELLER_DECISIONS[decision.toLowerCase() as 'approve'].from as readonly string[]).includes(status.toLowerCase()))
    .map((decision) => ({ decision, ...DECISIONS[decision], label: status === 'SUSPENDED' && decision === 'APPROVE' ? 'Reinstate' : DECISIONS[decision].label }));
}
