import { StateMachine } from '../../../common/state-machine';

export const ESCROW_STATUSES = ['pending', 'expired', 'paid', 'shipped', 'delivered', 'disputed', 'released', 'paid_out', 'refunded'] as const;
export type EscrowStatus = (typeof ESCROW_STATUSES)[number];

/** Who makes a move: the order's buyer or seller, staff, or the system (payment gateway, timers). */
export type EscrowActor = 'buyer' | 'seller' | 'staff' | 'system';

export type EscrowMove = 'pay' | 'expire' | 'ship' | 'cancelUnshipped' | 'refundLatePayment' | 'confirmDelivery' | 'accept' | 'autoAccept' | 'dispute' | 'refund' | 'release' | 'payOut';

/**
 * What a move does besides changing the status, in the order it happens:
 * the listing, the ledger (balanced movements), the gateway, the timers, the
 * emails, and the staff audit record (`auditStaff`: when staff make the move).
 */
export const ESCROW_EFFECTS = [
  'markListingSold',
  'relistListing',
  'withdrawListing',
  'ledgerPayment',
  'refundPayment',
  'ledgerRefund',
  'ledgerRelease',
  'transferToSeller',
  'ledgerPayout',
  'scheduleShipDeadline',
  'scheduleInspectionEnd',
  'emailSellerPaid',
  'emailSellerCancelled',
  'emailBuyerShipped',
  'emailBuyerDelivered',
  'emailBuyerRefunded',
  'emailSellerReleased',
  'emailSellerDisputed',
  'emailStaffDisputed',
  'emailSellerResolved',
  'emailSellerPaidOut',
  'auditStaff',
] as const;
export type EscrowEffect = (typeof ESCROW_EFFECTS)[number];

const GIVE_BACK = ['refundPayment', 'ledgerRefund', 'emailBuyerRefunded'] as const satisfies readonly EscrowEffect[];
const RELEASE = ['ledgerRelease', 'emailSellerReleased'] as const satisfies readonly EscrowEffect[];

/**
 * Every move of a marketplace order: where it may start, where it goes, who
 * may make it and what it does. Checked on the server under the order's row
 * lock. Accepting releases the funds in the same transaction, so "accepted"
 * is the acceptedAt date on a released order rather than a state of its own.
 */
export const ESCROW_MOVES: Record<EscrowMove, { from: readonly EscrowStatus[]; to: EscrowStatus; by: readonly EscrowActor[]; effects: readonly EscrowEffect[] }> = {
  pay: { from: ['pending'], to: 'paid', by: ['system'], effects: ['markListingSold', 'ledgerPayment', 'scheduleShipDeadline', 'emailSellerPaid'] },
  expire: { from: ['pending'], to: 'expired', by: ['system'], effects: ['relistListing'] },
  ship: { from: ['paid'], to: 'shipped', by: ['seller'], effects: ['emailBuyerShipped'] },
  cancelUnshipped: { from: ['paid'], to: 'refunded', by: ['system'], effects: [...GIVE_BACK, 'withdrawListing', 'emailSellerCancelled'] },
  /** A payment that arrived after its reservation expired: recorded as received, and given straight back. */
  refundLatePayment: { from: ['expired'], to: 'refunded', by: ['system'], effects: ['ledgerPayment', ...GIVE_BACK] },
  /** The buyer, or staff on the carrier's proof of delivery. */
  confirmDelivery: { from: ['shipped'], to: 'delivered', by: ['buyer', 'staff'], effects: ['scheduleInspectionEnd', 'emailBuyerDelivered', 'auditStaff'] },
  accept: { from: ['delivered'], to: 'released', by: ['buyer'], effects: RELEASE },
  autoAccept: { from: ['delivered'], to: 'released', by: ['system'], effects: RELEASE },
  dispute: { from: ['delivered'], to: 'disputed', by: ['buyer'], effects: ['emailSellerDisputed', 'emailStaffDisputed'] },
  refund: { from: ['disputed'], to: 'refunded', by: ['staff'], effects: [...GIVE_BACK, 'emailSellerResolved', 'auditStaff'] },
  release: { from: ['disputed'], to: 'released', by: ['staff'], effects: [...RELEASE, 'emailSellerResolved', 'auditStaff'] },
  payOut: { from: ['released'], to: 'paid_out', by: ['staff'], effects: ['transferToSeller', 'ledgerPayout', 'emailSellerPaidOut', 'auditStaff'] },
};

const STATUS_WORDS: Record<EscrowStatus, string> = {
  pending: 'awaiting payment',
  expired: 'expired',
  paid: 'paid and waiting to be shipped',
  shipped: 'shipped',
  delivered: 'delivered and in inspection',
  disputed: 'in dispute',
  released: 'completed',
  paid_out: 'paid out',
  refunded: 'refunded',
};

export const ESCROW_MESSAGES = {
  notYours: 'Only the buyer or the seller of this order can do that.',
  wrongActor: 'You cannot make this change to the order.',
  illegal: (status: EscrowStatus) => `This order is ${STATUS_WORDS[status]}, so that cannot be done now.`,
} as const;

export const escrowMachine = new StateMachine<EscrowStatus, EscrowMove, EscrowActor, unknown, EscrowEffect>({
  name: 'escrow',
  moves: ESCROW_MOVES,
  refusal: (status) => ESCROW_MESSAGES.illegal(status),
  wrongActor: ESCROW_MESSAGES.wrongActor,
});
