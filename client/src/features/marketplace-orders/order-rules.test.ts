import { describe, expect, it } from 'vitest';
import { doneText } from './next-step-panel';
import { formatCountdown, formatDeadline, inEventOrder, timeLeft, timelineSteps } from './order-rules';

const NOW = new Date('2026-11-25T12:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 3600_000).toISOString();

describe('deadlines', () => {
  it('counts the days begun: a 3-day inspection reads 3 days on its first day, hours on its last, overdue at its end', () => {
    // Just started: the full 72 hours, and a few minutes in.
    expect(timeLeft(at(72), NOW)).toBe('3 days left');
    expect(timeLeft(at(71.9), NOW)).toBe('3 days left');
    expect(timeLeft(at(48 + 1 / 60), NOW)).toBe('3 days left');
    // Mid-way: the second day.
    expect(timeLeft(at(48), NOW)).toBe('2 days left');
    expect(timeLeft(at(36), NOW)).toBe('2 days left');
    expect(timeLeft(at(24 + 1 / 60), NOW)).toBe('2 days left');
    // The last day, in hours, then minutes.
    expect(timeLeft(at(24), NOW)).toBe('24 hours left');
    expect(timeLeft(at(5.5), NOW)).toBe('6 hours left');
    expect(timeLeft(at(1), NOW)).toBe('1 hour left');
    expect(timeLeft(at(59 / 60), NOW)).toBe('59 minutes left');
    expect(timeLeft(at(1 / 3600), NOW)).toBe('1 minute left');
    // Ended: at the deadline itself and after.
    expect(timeLeft(at(0), NOW)).toBe('overdue');
    expect(timeLeft(at(-0.01), NOW)).toBe('overdue');
  });

  it('reads as a date in UK time with what is left', () => {
    // 30 November 2026 at 15:30 UTC is 15:30 in London (GMT).
    expect(formatDeadline('2026-11-30T15:30:00Z', NOW)).toBe('by Mon 30 Nov 2026, 15:30 (6 days left)');
    // Summer time: 14:05 UTC is 15:05 in London.
    expect(formatDeadline('2027-07-01T14:05:00Z', NOW)).toMatch(/^by Thu 1 Jul 2027, 15:05 /);
  });

  it('shows the reservation as minutes and seconds, never below zero', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(14 * 60_000 + 59_001)).toBe('15:00');
    expect(formatCountdown(59_000)).toBe('0:59');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });
});

const BASE = {
  createdAt: at(-100),
  reservedUntil: at(-99.75),
  paidAt: null,
  shipBy: null,
  shippedAt: null,
  carrierName: null,
  trackingNumber: null,
  deliveredAt: null,
  inspectionEndsAt: null,
  acceptedAt: null,
  autoAccepted: false,
  disputedAt: null,
  releasedAt: null,
  paidOutAt: null,
  refundedAt: null,
};
const keys = (steps: ReturnType<typeof timelineSteps>) => steps.map((step) => `${step.key}:${step.state}`);

describe('the escrow timeline', () => {
  it('a paid order waits for shipping, due by the ship-by date', () => {
    const steps = timelineSteps({ ...BASE, status: 'PAID', paidAt: at(-99), shipBy: at(20) });
    expect(keys(steps)).toEqual(['paid:done', 'shipped:current', 'delivered:upcoming', 'inspection:upcoming', 'accepted:upcoming', 'released:upcoming', 'paid-out:upcoming']);
    expect(steps[1].at).toBe(at(20));
  });

  it('a shipped order names the carrier and tracking number; a delivered one runs its inspection', () => {
    const shipped = timelineSteps({ ...BASE, status: 'SHIPPED', paidAt: at(-99), shippedAt: at(-50), carrierName: 'DHL Express', trackingNumber: 'JD01460000' });
    expect(shipped[1]).toMatchObject({ key: 'shipped', state: 'done', detail: 'DHL Express · JD01460000' });
    expect(keys(shipped)[2]).toBe('delivered:current');
    const delivered = timelineSteps({ ...BASE, status: 'DELIVERED', paidAt: at(-99), shippedAt: at(-50), deliveredAt: at(-2), inspectionEndsAt: at(70) }, NOW);
    expect(keys(delivered).slice(2, 4)).toEqual(['delivered:done', 'inspection:current']);
    expect(delivered[3]).toMatchObject({ label: 'Inspection period ends', at: at(70), detail: '3 days left' });
  });

  it('an accepted order is released, then paid out', () => {
    const released = timelineSteps({ ...BASE, status: 'PAID_OUT', paidAt: at(-99), shippedAt: at(-50), deliveredAt: at(-2), inspectionEndsAt: at(70), acceptedAt: at(-1), releasedAt: at(-1), paidOutAt: at(-0.5) });
    expect(released.every((step) => step.state === 'done')).toBe(true);
    expect(released.find((step) => step.key === 'accepted')?.label).toBe('Accepted by the buyer');
    const auto = timelineSteps({ ...BASE, status: 'RELEASED', autoAccepted: true, paidAt: at(-99), shippedAt: at(-50), deliveredAt: at(-80), inspectionEndsAt: at(-8), acceptedAt: at(-8), releasedAt: at(-8) });
    expect(auto.find((step) => step.key === 'accepted')?.label).toBe('Accepted (the inspection period ended)');
    expect(keys(auto).at(-1)).toBe('paid-out:current');
  });

  it('a dispute replaces acceptance: staff decide, then a refund ends the order', () => {
    const disputed = timelineSteps({ ...BASE, status: 'DISPUTED', paidAt: at(-99), shippedAt: at(-50), deliveredAt: at(-2), inspectionEndsAt: at(70), disputedAt: at(-1) });
    expect(keys(disputed).slice(3)).toEqual(['inspection:done', 'disputed:done', 'decision:current']);
    const refunded = timelineSteps({ ...BASE, status: 'REFUNDED', paidAt: at(-99), shippedAt: at(-50), deliveredAt: at(-2), inspectionEndsAt: at(70), disputedAt: at(-1), refundedAt: at(0) });
    expect(keys(refunded).slice(-2)).toEqual(['disputed:done', 'refunded:stopped']);
  });

  it('an order refunded because it was never shipped shows only what happened', () => {
    const steps = timelineSteps({ ...BASE, status: 'REFUNDED', paidAt: at(-99), shipBy: at(-1), refundedAt: at(0) });
    expect(keys(steps)).toEqual(['paid:done', 'refunded:stopped']);
  });

  it('an unpaid checkout is reserved until its reservation ends', () => {
    expect(keys(timelineSteps({ ...BASE, status: 'PENDING' }))).toEqual(['reserved:done', 'paid:current']);
    expect(keys(timelineSteps({ ...BASE, status: 'EXPIRED' }))).toEqual(['reserved:done', 'expired:stopped']);
  });
});

describe('the escrow timeline reads in the order events happen', () => {
  const delivered = { ...BASE, paidAt: at(-99), shippedAt: at(-50), deliveredAt: at(-10), inspectionEndsAt: at(62) };
  const step = (steps: ReturnType<typeof timelineSteps>, key: string) => steps.find((entry) => entry.key === key)!;

  it('an early acceptance closes the inspection on that day, never shows its later end as done above it', () => {
    const steps = timelineSteps({ ...delivered, status: 'RELEASED', acceptedAt: at(-1), releasedAt: at(-1) }, NOW);
    expect(step(steps, 'inspection')).toMatchObject({ label: 'Inspection period closed early', at: at(-1), state: 'done' });
    expect(keys(steps).slice(3)).toEqual(['inspection:done', 'accepted:done', 'released:done', 'paid-out:current']);
    expect(inEventOrder(steps)).toBe(true);
    expect(steps.filter((entry) => entry.state === 'done').every((entry) => entry.at! <= NOW.toISOString())).toBe(true);
  });

  it('an inspection that ran out is dated by its end, then the automatic acceptance', () => {
    const steps = timelineSteps({ ...delivered, shippedAt: at(-90), deliveredAt: at(-80), inspectionEndsAt: at(-8), status: 'RELEASED', autoAccepted: true, acceptedAt: at(-7.9), releasedAt: at(-7.9) }, NOW);
    expect(step(steps, 'inspection')).toMatchObject({ label: 'Inspection period ended', at: at(-8), state: 'done' });
    expect(inEventOrder(steps)).toBe(true);
  });

  it('a dispute during the inspection closes it at the dispute', () => {
    const steps = timelineSteps({ ...delivered, status: 'DISPUTED', disputedAt: at(-2) }, NOW);
    expect(step(steps, 'inspection')).toMatchObject({ label: 'Inspection period closed early', at: at(-2), state: 'done' });
    expect(inEventOrder(steps)).toBe(true);
  });

  it('before delivery the inspection is ahead, undated; once its end has passed unaccepted it says so', () => {
    const shipped = timelineSteps({ ...BASE, status: 'SHIPPED', paidAt: at(-99), shippedAt: at(-50) }, NOW);
    expect(step(shipped, 'inspection')).toMatchObject({ label: 'Inspection period', at: null, state: 'upcoming' });
    const ended = timelineSteps({ ...delivered, status: 'DELIVERED', inspectionEndsAt: at(-0.1) }, NOW);
    expect(step(ended, 'inspection')).toMatchObject({ state: 'current', detail: 'Ended: the watch is being accepted' });
  });

  it('"paid out" is done only once the payout is recorded, not on acceptance or release', () => {
    const released = timelineSteps({ ...delivered, status: 'RELEASED', acceptedAt: at(-1), releasedAt: at(-1) }, NOW);
    expect(step(released, 'paid-out').state).toBe('current');
    expect(step(released, 'released').label).toBe('Payment released to the seller’s balance');
    const paidOut = timelineSteps({ ...delivered, status: 'PAID_OUT', acceptedAt: at(-1), releasedAt: at(-1), paidOutAt: at(-0.5) }, NOW);
    expect(step(paidOut, 'paid-out')).toMatchObject({ state: 'done', at: at(-0.5) });
  });

  it('every state keeps steps in order: nothing done after a step to come, dates never going back', () => {
    const orders = [
      { ...BASE, status: 'PAID' as const, paidAt: at(-99), shipBy: at(20) },
      { ...BASE, status: 'SHIPPED' as const, paidAt: at(-99), shippedAt: at(-50) },
      { ...delivered, status: 'DELIVERED' as const },
      { ...delivered, status: 'REFUNDED' as const, disputedAt: at(-2), refundedAt: at(-1) },
      { ...delivered, status: 'PAID_OUT' as const, acceptedAt: at(-3), releasedAt: at(-3), paidOutAt: at(-1) },
    ];
    for (const order of orders) expect(inEventOrder(timelineSteps(order, NOW)), order.status).toBe(true);
  });

  it('the order check itself catches a done step after one to come and a date going back', () => {
    const done = (key: string, hours: number) => ({ key, label: key, at: at(hours), state: 'done' as const });
    expect(inEventOrder([done('a', -5), { key: 'b', label: 'b', at: null, state: 'upcoming' }, done('c', -1)])).toBe(false);
    expect(inEventOrder([done('inspection', 62), done('accepted', -1)])).toBe(false);
  });
});

describe('an order with nothing left to do', () => {
  it('says how it ended, for the buyer and for the seller', () => {
    expect(doneText({ status: 'RELEASED', viewerRole: 'BUYER', autoAccepted: false })).toBe('You accepted the watch and the payment was released to the seller. Enjoy your watch.');
    expect(doneText({ status: 'RELEASED', viewerRole: 'BUYER', autoAccepted: true })).toMatch(/^The inspection period ended without a dispute/);
    expect(doneText({ status: 'PAID_OUT', viewerRole: 'SELLER', autoAccepted: false })).toBe('The proceeds have been paid out to your account.');
    expect(doneText({ status: 'REFUNDED', viewerRole: 'BUYER', autoAccepted: false })).toBe('You have been refunded in full to the card you paid with.');
  });
});
