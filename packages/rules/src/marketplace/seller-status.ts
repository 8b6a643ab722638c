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
