import { describe, expect, it } from 'vitest';
import { actionLabel, fieldLabel, subjectLabel, valueText } from './audit-labels';
import { isLargePriceChange, requireStaffReason } from './staff-reason';

describe('human names in the audit trail', () => {
  it('names fields, actions and records as staff call them', () => {
    expect(fieldLabel('pricePence')).toBe('Price');
    expect(fieldLabel('salePricePence')).toBe('Sale price');
    expect(fieldLabel('originalPricePence')).toBe('Original price');
    expect(fieldLabel('careInstructions')).toBe('Care instructions');
    expect(actionLabel('product.sale')).toBe('Put on sale');
    expect(actionLabel('seller.approve')).toBe('Seller approve');
    expect(subjectLabel('api_key')).toBe('API key');
    expect(actionLabel('api_key.origins')).toBe('API key web origins changed');
    expect(fieldLabel('allowedOrigins')).toBe('Allowed origins');
  });

  it('shows values in pounds, UK time, Yes/No and — for none', () => {
    expect(valueText('pricePence', 11_330_000)).toBe('£113,300.00');
    expect(valueText('salePricePence', null)).toBe('—');
    expect(valueText('featured', true)).toBe('Yes');
    expect(valueText('status', 'paid')).toBe('Paid');
    expect(valueText('status', 'partially_refunded')).toBe('Partially refunded');
    expect(valueText('archivedAt', '2026-07-01T09:30:00.000Z')).toBe('1 Jul 2026, 10:30');
    expect(valueText('tags', ['Men', 'Dress'])).toBe('Men, Dress');
    expect(valueText('specifications', { Movement: 'Calibre 3235' })).toBe('Movement: Calibre 3235');
  });
});

describe('staff reasons', () => {
  it('are trimmed and must be 5 to 1,000 characters', () => {
    expect(requireStaffReason('  Summer sale  ')).toBe('Summer sale');
    for (const bad of [undefined, null, '', '    ', 'abcd', 'x'.repeat(1001)]) {
      expect(() => requireStaffReason(bad)).toThrow('Give a reason of 5 to 1,000 characters');
    }
  });

  it('a price change of 20 % or more either way is large', () => {
    expect(isLargePriceChange(100_000, 80_000)).toBe(true);
    expect(isLargePriceChange(100_000, 120_000)).toBe(true);
    expect(isLargePriceChange(100_000, 80_001)).toBe(false);
    expect(isLargePriceChange(100_000, 100_000)).toBe(false);
  });
});
