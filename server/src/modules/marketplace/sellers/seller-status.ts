import { AppError } from '../../../common/errors';

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

export function sellerDecisionTarget(decision: SellerDecision, current: SellerStatus): SellerStatus {
  const rule = SELLER_DECISIONS[decision];
  if (!rule.from.includes(current)) {
    throw new AppError('CONFLICT', `A seller application that is ${current} cannot be ${decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'suspended'}.`);
  }
  return rule.to;
}
