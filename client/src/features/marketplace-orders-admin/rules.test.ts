import { describe, expect, it } from 'vitest';
import { accountLabel, countsByFilter, resolutionProblems, statusBadge, STRIPE_ACCOUNT_PATTERN, timeline } from './rules';

const base = {
  createdAt: '2026-11-20T10:00:00Z',
  paidAt: null,
  shippedAt: null,
  deliveredAt: null,
  disputedAt: null,
  acceptedAt: null,
  autoAccepted: false,
  releasedAt: null,
  paidOutAt: null,
  refundedAt: null,
  carrierName: null,
  trackingNumber: null,
  refundReason: null,
};

describe('the dispute decision', () => {
  it('needs an outcome and a reason of 10 to 1,000 characters', () => {
    expect(resolutionProblems({ outcome: null, reason: '', watchReturned: false })).toEqual({
      outcome: 'Choose refund or release.',
      reason: 'Please give the reason for your decision (at least 10 characters).',
    });
    expect(resolutionProblems({ outcome: 'release', reason: ' 123456789 ', watchReturned: false }).reason).toBeDefined();
    expect(resolutionProblems({ outcome: 'release', reason: '1234567890', watchReturned: false })).toEqual({});
    expect(resolutionProblems({ outcome: 'release', reason: 'x'.repeat(1001), watchReturned: false }).reason).toBeDefined();
  });

  it('refunds only once the watch is back with the seller', () => {
    expect(resolutionProblems({ outcome: 'refund', reason: 'Dial replaced, watch returned.', watchReturned: false })).toEqual({
      watchReturned: 'Refund the buyer only once the watch has been returned to the seller.',
    });
    expect(resolutionProblems({ outcome: 'refund', reason: 'Dial replaced, watch returned.', watchReturned: true })).toEqual({});
  });
});

describe('the list', () => {
  it('counts every paid order under All, leaving out checkouts that were never paid', () => {
    const counts = countsByFilter([
      { status: 'DISPUTED', count: 2 },
      { status: 'PAID_OUT', count: 5 },
      { status: 'PENDING', count: 7 },
      { status: 'EXPIRED', count: 3 },
    ]);
    expect(counts).toMatchObject({ ALL: 7, DISPUTED: 2, PAID_OUT: 5, SHIPPED: 0 });
  });

  it('marks disputes as danger and what waits on staff in gold', () => {
    expect(statusBadge('DISPUTED')).toBe('danger');
    expect(statusBadge('RELEASED')).toBe('gold');
    expect(statusBadge('SHIPPED')).toBe('gold');
    expect(statusBadge('REFUNDED')).toBe('muted');
  });
});

describe('the order', () => {
  it('tells its timeline oldest first, with the carrier and the refund reason', () => {
    const steps = timeline({
      ...base,
      paidAt: '2026-11-20T10:05:00Z',
      shippedAt: '2026-11-21T09:00:00Z',
      carrierName: 'DHL Express',
      trackingNumber: 'JD0146',
      deliveredAt: '2026-11-22T12:00:00Z',
      disputedAt: '2026-11-23T08:00:00Z',
      refundedAt: '2026-11-24T15:00:00Z',
      refundReason: 'dispute',
    });
    expect(steps.map((step) => step.label)).toEqual([
      'Checkout started',
      'Paid: funds held in escrow',
      'Shipped',
      'Delivered: inspection started',
      'Dispute opened by the buyer',
      'Refunded to the buyer',
    ]);
    expect(steps[2]!.detail).toBe('DHL Express · JD0146');
    expect(steps[5]!.detail).toBe('Dispute decided for the buyer');
    expect(timeline(base)).toHaveLength(1);
  });

  it('names ledger accounts in words and checks connected account ids as the server does', () => {
    expect(accountLabel('seller_balance:12')).toBe('Seller balance');
    expect(accountLabel('buyer_funds_held')).toBe('Funds held in escrow');
    expect(STRIPE_ACCOUNT_PATTERN.test('acct_1Nv0FGQ9RKHgCVdK')).toBe(true);
    expect(STRIPE_ACCOUNT_PATTERN.test('acct_short')).toBe(false);
    expect(STRIPE_ACCOUNT_PATTERN.test('ba_1Nv0FGQ9RKHgCVdK')).toBe(false);
  });
});
