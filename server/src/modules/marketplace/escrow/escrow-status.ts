import { StateMachine } from '../../../common/state-machine';

export const ESCROW_STATUSES = ['pending', 'expired', 'paid', 'shipped', 'delivered', 'disputed', 'released', 'paid_out', 'refunded'] as const;
export type EscrowStatus = (typeof ESCROW_STATUSES)[number];

/** Who makes a move: the order's buyer or seller, staff, or the system (payment gateway, timers). */
export type EscrowActor = 'buyer' | 'seller' | 'staff' | 'system';

export type EscrowMove = 'pay' | 'expire' | 'ship' | 'cancelUnshipped' | 'refundLatePayment' | 'confirmDelivery' | 'accept' | 'autoAccept' | 'dispute' | 'refund' | 'release' | 'payOut';

/**
 * Every move of a marketplace order: where it may start, where it goes and
 * who may make it. Checked on the server under the order's row lock.
 * Accepting releases the funds in the same transaction, so "accepted" is the
 * acceptedAt date on a released order rather than a state of its own.
 */
export const ESCROW_MOVES: Record<EscrowMove, { from: readonly EscrowStatus[]; to: EscrowStatus; by: readonly EscrowActor[] }> = {
  pay: { from: ['pending'], to: 'paid', by: ['system'] },
  expire: { from: ['pending'], to: 'expired', by: ['system'] },
  ship: { from: ['paid'], to: 'shipped', by: ['seller'] },
  cancelUnshipped: { from: ['paid'], to: 'refunded', by: ['system'] },
  /** A payment that arrived after its reservation expired: given straight back. */
  refundLatePayment: { from: ['expired'], to: 'refunded', by: ['system'] },
  /** The buyer, or staff on the carrier's proof of delivery. */
  confirmDelivery: { from: ['shipped'], to: 'delivered', by: ['buyer', 'staff'] },
  accept: { from: ['delivered'], to: 'released', by: ['buyer'] },
  autoAccept: { from: ['delivered'], to: 'released', by: ['system'] },
  dispute: { from: ['delivered'], to: 'disputed', by: ['buyer'] },
  refund: { from: ['disputed'], to: 'refunded', by: ['staff'] },
  release: { from: ['disputed'], to: 'released', by: ['staff'] },
  payOut: { from: ['released'], to: 'paid_out', by: ['staff'] },
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

export const escrowMachine = new StateMachine<EscrowStatus, EscrowMove, EscrowActor>({
  name: 'escrow',
  moves: ESCROW_MOVES,
  refusal: (status) => ESCROW_MESSAGES.illegal(status),
  wrongActor: ESCROW_MESSAGES.wrongActor,
});
