import { describe, expect, it } from 'vitest';
import { DISPATCH_MESSAGES, pageRange, statusLabel, validateDispatch } from './rules';

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

  it('words the page range', () => {
    expect(pageRange(0, 20, 45)).toBe('Showing 1–20 of 45');
    expect(pageRange(40, 5, 45)).toBe('Showing 41–45 of 45');
    expect(pageRange(0, 0, 0)).toBe('No orders');
  });
});
