import { SELLER_DECISIONS, type SellerDecision, type SellerStatus } from '@aurum/rules/marketplace/seller-status';
import { StateMachine, withEffects } from '../../../common/state-machine';

const DECIDED: Record<SellerDecision, string> = { approve: 'approved', reject: 'rejected', suspend: 'suspended' };

/** What a decision does besides the status: the staff audit record, then the seller's email. */
export type SellerEffect = 'audit' | 'emailSeller';

export const sellerMachine = new StateMachine<SellerStatus, SellerDecision, never, unknown, SellerEffect>({
  name: 'seller',
  moves: withEffects(SELLER_DECISIONS, { approve: ['audit', 'emailSeller'], reject: ['audit', 'emailSeller'], suspend: ['audit', 'emailSeller'] }),
  refusal: (state, decision) => `A seller application that is ${state} cannot be ${DECIDED[decision]}.`,
});
