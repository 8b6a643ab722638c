import { SELLER_DECISIONS, type SellerDecision, type SellerStatus } from '@aurum/rules/marketplace/seller-status';
import { StateMachine } from '../../../common/state-machine';

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
