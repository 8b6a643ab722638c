import { describe, expect, it } from 'vitest';
import { DISPATCH_MESSAGES, statusLabel, validateDispatch } from './rules';

describe('staff order rules', () => {
  it('labels an abandoned checkout as expired, other cancellations as cancelled', () => {
    expect(statusLabel('CANCELLED', 'CHECKOUT_EXPIRED')).toBe('Checkout expired');
    expect(statusLabel('CANCELLED', 'CANCELLED_BY_STAFF')).toBe('Cancelled');
    expect(statusLabel('FULFILLED')).toBe('Dispatched');
  });

  it('checks the dispatch form as the server does', () => {
    expect(validateDispatch({ carrier: 'DPD', trackingNumber: '1550 1234 5678 90' })).toEqual({});
    expect(validateDispatch({ carrier: '', trackingNumber: '  ' })).toEqual({ carrier: DISPATCH_MESSAGES.carrier, trackingNumber: DISPATCH_MESSAGES.trackingRequired });
    expect(validateDispatch({ carrier: 'UPS', trackingNumber: '12345' }).trackingNumber).toBe(DISPATCH_MESSAGES.trackingFormat);
    expect(validateDispatch({ carrier: 'UPS', trackingNumber: '123456' })).toEqual({});
    expect(validateDispatch({ carrier: 'UPS', trackingNumber: 'A'.repeat(41) }).trackingNumber).toBe(DISPATCH_MESSAGES.trackingFormat);
    expect(validateDispatch({ carrier: 'UPS', trackingNumber: '1Z/99AA' }).trackingNumber).toBe(DISPATCH_MESSAGES.trackingFormat);
  });
});
