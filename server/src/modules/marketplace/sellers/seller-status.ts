import { StateMachine } from '../../../common/state-machine';

export const SELLER_TYPES = ['private', 'dealer'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export const SELLER_STATUSES = ['submitted', 'approved', 'rejected', 'suspended'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export type SellerDecision = 'approve' | 'reject' | 'suspend';

/**
 * The staff decisions and the states each may start from: an application is
 * approved or rejected once submitted; an approved seller can be suspended,
 * and a suspended one approved again (reinstated).
 */
export const SELLER_DECISIONS: Record<SellerDecision, { from: readonly SellerStatus[]; to: SellerStatus }> = {
  approve: { from: ['submitted', 'suspended'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
};

const DECIDED: Record<SellerDecision, string> = { approve: 'approved', reject: 'rejected', suspend: 'suspended' };

export const sellerMachine = new StateMachine<SellerStatus, SellerDecision>({
  name: 'seller',
  moves: SELLER_DECISIONS,
  refusal: (state, decision) => `A seller application that is ${state} cannot be ${DECIDED[decision]}.`,
});

/** Where a decision takes the seller; an illegal one is refused (ILLEGAL_TRANSITION). */
export function sellerDecisionTarget(decision: SellerDecision, current: SellerStatus): SellerStatus {
  return sellerMachine.target(current, decision);
}
