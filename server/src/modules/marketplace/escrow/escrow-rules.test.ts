import { describe, expect, it } from 'vitest';
import { nextStep } from './escrow-next-step';
import { escrowMachine, ESCROW_MOVES, ESCROW_STATUSES, type EscrowActor, type EscrowMove } from './escrow-status';
import { addBusinessDays, commissionOn, MARKETPLACE_COMMISSION_BASIS_POINTS } from './escrow-terms';

const ACTORS: EscrowActor[] = ['buyer', 'seller', 'staff', 'system'];

describe('the escrow state machine', () => {
  it('allows each move only from its states and only by its parties', () => {
    for (const [move, rule] of Object.entries(ESCROW_MOVES) as [EscrowMove, (typeof ESCROW_MOVES)[EscrowMove]][]) {
      for (const status of ESCROW_STATUSES) {
        for (const actor of ACTORS) {
          const allowed = rule.from.includes(status) && rule.by.includes(actor);
          if (allowed) expect(escrowMachine.target(status, move, { actor })).toBe(rule.to);
          else expect(() => escrowMachine.target(status, move, { actor })).toThrow();
        }
      }
    }
  });

  it('answers the wrong party FORBIDDEN before it looks at the state, and a wrong state CONFLICT', () => {
    expect(() => escrowMachine.target('paid', 'ship', { actor: 'buyer' })).toThrow(expect.objectContaining({ code: 'FORBIDDEN', details: { reason: 'WRONG_ACTOR', machine: 'escrow', move: 'SHIP' } }));
    expect(() => escrowMachine.target('shipped', 'ship', { actor: 'seller' })).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT', details: { reason: 'ILLEGAL_TRANSITION', machine: 'escrow', state: 'SHIPPED', move: 'SHIP' } }));
  });

  it('never leaves refunded or paid out; an expired order only gives back a late payment; only staff decide disputes', () => {
    const fromFinal = Object.values(ESCROW_MOVES).filter((rule) => rule.from.includes('refunded') || rule.from.includes('paid_out'));
    expect(fromFinal).toEqual([]);
    expect(Object.entries(ESCROW_MOVES).filter(([, rule]) => rule.from.includes('expired'))).toEqual([['refundLatePayment', expect.objectContaining({ from: ['expired'], to: 'refunded', by: ['system'] })]]);
    expect(ESCROW_MOVES.refund.by).toEqual(['staff']);
    expect(ESCROW_MOVES.release.by).toEqual(['staff']);
  });

  it('declares each move’s side effects in order: ledger, gateway, listing, timers, emails, the staff audit record', () => {
    expect(escrowMachine.effectsOf('pay')).toEqual(['markListingSold', 'ledgerPayment', 'scheduleShipDeadline', 'emailSellerPaid']);
    expect(escrowMachine.effectsOf('refundLatePayment')).toEqual(['ledgerPayment', 'refundPayment', 'ledgerRefund', 'emailBuyerRefunded']);
    expect(escrowMachine.effectsOf('cancelUnshipped')).toEqual(['refundPayment', 'ledgerRefund', 'emailBuyerRefunded', 'withdrawListing', 'emailSellerCancelled']);
    expect(escrowMachine.effectsOf('accept')).toEqual(['ledgerRelease', 'emailSellerReleased']);
    expect(escrowMachine.effectsOf('autoAccept')).toEqual(escrowMachine.effectsOf('accept'));
    expect(escrowMachine.effectsOf('dispute')).toEqual(['emailSellerDisputed', 'emailStaffDisputed']);
    expect(escrowMachine.effectsOf('refund')).toEqual(['refundPayment', 'ledgerRefund', 'emailBuyerRefunded', 'emailSellerResolved', 'auditStaff']);
    expect(escrowMachine.effectsOf('release')).toEqual(['ledgerRelease', 'emailSellerReleased', 'emailSellerResolved', 'auditStaff']);
    expect(escrowMachine.effectsOf('payOut')).toEqual(['transferToSeller', 'ledgerPayout', 'emailSellerPaidOut', 'auditStaff']);
    expect(escrowMachine.effectsOf('expire')).toEqual(['relistListing']);
  });
});

describe('the terms', () => {
  it('counts business days, skipping weekends', () => {
    // Wednesday 25 November 2026, 10:00 UTC → the next Wednesday.
    expect(addBusinessDays(new Date('2026-11-25T10:00:00Z'), 5).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    // Friday → the next Friday; Saturday → the next Friday too.
    expect(addBusinessDays(new Date('2026-11-27T10:00:00Z'), 5).toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(addBusinessDays(new Date('2026-11-28T10:00:00Z'), 5).toISOString()).toBe('2026-12-04T10:00:00.000Z');
  });

  it('takes the commission from the asking price, rounded to the penny', () => {
    expect(MARKETPLACE_COMMISSION_BASIS_POINTS).toBe(1_000);
    expect(commissionOn(1_125_000)).toBe(112_500);
    expect(commissionOn(12_345)).toBe(1_235);
  });

  it('tells each party what to do next, with the deadline', () => {
    const order = { status: 'paid' as const, reservedUntil: new Date(), shipBy: new Date('2026-12-02T10:00:00Z'), inspectionEndsAt: null };
    expect(nextStep(order, 'seller')).toEqual({ text: expect.stringMatching(/^Ship the watch/), by: order.shipBy });
    expect(nextStep({ ...order, status: 'paid_out' }, 'seller')).toBeNull();
  });
});
