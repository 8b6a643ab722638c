import { describe, expect, it } from 'vitest';
import { AppError } from '../../common/errors';
import { DISPATCH_MESSAGES, parseDispatch, trackingUrl } from '../delivery/carriers';
import { cancellationMessage } from './cancellation-reasons';
import type { OrderStatus } from './order.entity';
import { assertStaffAction, orderMachine, paymentStatusOf, refusal, systemCan, systemMove, staffActions } from './order-transitions';

const paidAt = new Date('2026-11-20T10:00:00Z');
const order = (status: OrderStatus, extra: { paidAt?: Date | null; refundedAt?: Date | null; fulfilledAt?: Date | null } = {}) => ({
  number: 'AUR-ABCDEFGH',
  status,
  paidAt: status === 'pending' ? null : paidAt,
  refundedAt: status === 'refunded' ? paidAt : null,
  ...extra,
});

describe('the order state machine', () => {
  it('is one table: the shop takes payments and ends checkouts; staff dispatch or refund paid orders, cancel them before dispatch; nothing leaves refunded', () => {
    expect(Object.fromEntries(Object.entries(orderMachine.table.moves).map(([move, rule]) => [move, [rule.from, rule.to, rule.by]]))).toEqual({
      pay: [['pending', 'cancelled'], 'paid', ['system']],
      endCheckout: [['pending'], 'cancelled', ['system']],
      cancelUnsold: [['pending', 'cancelled'], 'cancelled', ['system']],
      dispatch: [['paid', 'partially_refunded'], null, ['staff']],
      refund: [['paid', 'fulfilled', 'partially_refunded', 'cancelled'], null, ['staff']],
      cancel: [['paid'], 'cancelled', ['staff']],
    });
  });

  it('takes a payment on a pending checkout, and on one that expired seconds before; never on one replaced or cancelled, nor twice', () => {
    expect(systemMove(order('pending'), 'pay')).toBe('paid');
    expect(systemCan({ ...order('cancelled', { paidAt: null }), cancellationReason: 'checkout_expired' }, 'pay')).toBe(true);
    expect(systemCan({ ...order('cancelled', { paidAt: null }), cancellationReason: 'checkout_replaced' }, 'pay')).toBe(false);
    expect(systemCan(order('paid'), 'pay')).toBe(false);
    expect(systemCan(order('pending'), 'endCheckout')).toBe(true);
    expect(systemCan(order('paid'), 'endCheckout')).toBe(false);
    expect(() => systemMove(order('refunded'), 'pay')).toThrow(AppError);
  });

  it('keeps shop moves from staff and staff moves from the shop', () => {
    expect(staffActions(order('pending'))).not.toContain('endCheckout');
    try {
      orderMachine.move('pending', 'pay', { actor: 'staff', subject: order('pending') });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'FORBIDDEN', details: expect.objectContaining({ reason: 'WRONG_ACTOR', machine: 'order' }) });
    }
    expect(orderMachine.can('paid', 'cancel', 'system', order('paid'))).toBe(false);
  });

  it('lets a partly refunded order be dispatched (once) and refunded further, never cancelled', () => {
    const partly = order('partially_refunded', { refundedAt: paidAt });
    expect(staffActions(partly)).toEqual(['dispatch', 'refund']);
    expect(staffActions({ ...partly, fulfilledAt: paidAt })).toEqual(['refund']);
    expect(refusal({ ...partly, fulfilledAt: paidAt }, 'dispatch')).toBe('Order AUR-ABCDEFGH has already been dispatched.');
    expect(refusal(partly, 'cancel')).toBe('Order AUR-ABCDEFGH has been partly refunded and cannot be cancelled; refund its remaining lines instead.');
    expect(paymentStatusOf(partly)).toBe('paid');
  });

  it('offers staff only the moves the status allows', () => {
    expect(staffActions(order('pending'))).toEqual([]);
    expect(staffActions(order('paid'))).toEqual(['dispatch', 'refund', 'cancel']);
    expect(staffActions(order('fulfilled'))).toEqual(['refund']);
    expect(staffActions(order('refunded'))).toEqual([]);
    expect(staffActions(order('cancelled', { paidAt: null }))).toEqual([]);
    expect(staffActions(order('cancelled', { refundedAt: paidAt }))).toEqual([]);
    // A late payment still held on a cancelled order can be given back.
    expect(staffActions(order('cancelled'))).toEqual(['refund']);
  });

  it('explains each refusal', () => {
    expect(refusal(order('fulfilled'), 'dispatch')).toBe('Order AUR-ABCDEFGH has already been dispatched.');
    expect(refusal(order('refunded'), 'refund')).toBe('Order AUR-ABCDEFGH has already been refunded.');
    expect(refusal(order('cancelled', { refundedAt: paidAt }), 'refund')).toBe('Order AUR-ABCDEFGH has already been refunded.');
    expect(refusal(order('cancelled', { paidAt: null }), 'refund')).toBe('Order AUR-ABCDEFGH was never paid, so there is nothing to refund.');
    expect(refusal(order('pending'), 'refund')).toBe('Order AUR-ABCDEFGH is awaiting payment and cannot be refunded.');
    expect(refusal(order('fulfilled'), 'cancel')).toBe('Order AUR-ABCDEFGH has been dispatched and can no longer be cancelled; refund it instead.');
    expect(refusal(order('refunded'), 'cancel')).toBe('Order AUR-ABCDEFGH has been refunded and cannot be cancelled.');
    expect(refusal(order('cancelled', { paidAt: null }), 'dispatch')).toBe('Order AUR-ABCDEFGH has been cancelled and cannot be dispatched.');
  });

  it('refuses with BAD_USER_INPUT and the reason ILLEGAL_TRANSITION', () => {
    expect(() => assertStaffAction(order('paid'), 'dispatch')).not.toThrow();
    try {
      assertStaffAction(order('refunded'), 'dispatch');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, details: { reason: 'ILLEGAL_TRANSITION', machine: 'order', state: 'REFUNDED', move: 'DISPATCH' } });
    }
  });

  it('tells where the money stands', () => {
    expect(paymentStatusOf({ paidAt: null, refundedAt: null })).toBe('unpaid');
    expect(paymentStatusOf({ paidAt, refundedAt: null })).toBe('paid');
    expect(paymentStatusOf({ paidAt, refundedAt: paidAt })).toBe('refunded');
  });

  it('words cancellation codes for people, and keeps older free-text reasons', () => {
    expect(cancellationMessage('checkout_expired')).toBe('The checkout expired before it was paid; nothing was charged.');
    expect(cancellationMessage('Something else')).toBe('Something else');
    expect(cancellationMessage(null)).toBeNull();
  });
});

describe('dispatch details', () => {
  it('keeps tracking numbers without spaces, in capitals', () => {
    expect(parseDispatch({ carrier: 'royal_mail', trackingNumber: ' ab 1234 5678 9gb ' })).toEqual({ carrier: 'royal_mail', trackingNumber: 'AB123456789GB' });
  });

  it('accepts 6 to 40 letters, digits or hyphens and names each wrong field', () => {
    expect(parseDispatch({ carrier: 'ups', trackingNumber: '123456' }).trackingNumber).toBe('123456');
    expect(parseDispatch({ carrier: 'ups', trackingNumber: 'A'.repeat(40) }).trackingNumber).toHaveLength(40);
    const fields = (input: { carrier?: string; trackingNumber?: string }) => {
      try {
        parseDispatch(input);
        return null;
      } catch (error) {
        return (error as AppError).details?.fields;
      }
    };
    expect(fields({ carrier: 'ups', trackingNumber: '12345' })).toEqual([{ field: 'trackingNumber', messages: [DISPATCH_MESSAGES.trackingFormat] }]);
    expect(fields({ carrier: 'ups', trackingNumber: 'A'.repeat(41) })).toEqual([{ field: 'trackingNumber', messages: [DISPATCH_MESSAGES.trackingFormat] }]);
    expect(fields({ carrier: 'ups', trackingNumber: '1Z 99/88' })).toEqual([{ field: 'trackingNumber', messages: [DISPATCH_MESSAGES.trackingFormat] }]);
    expect(fields({ carrier: 'pigeon', trackingNumber: '' })).toEqual([
      { field: 'carrier', messages: ['Please choose the carrier.'] },
      { field: 'trackingNumber', messages: ['Please enter the tracking number.'] },
    ]);
  });

  it("links to the carrier's tracking page", () => {
    expect(trackingUrl('royal_mail', 'AB123456789GB')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB');
    expect(trackingUrl('dpd', '15501234567890')).toBe('https://track.dpd.co.uk/parcels/15501234567890');
    expect(trackingUrl('pigeon', '123456')).toBeNull();
  });
});
