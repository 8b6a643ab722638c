import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from './departments';
import { isFullPriceRange, normalisePriceRange } from './price-range';

describe('dedicated-listing price filter rules', () => {
  it('uses the department ceilings: watches 100000, clothing 50000, panel default 50000', () => {
    expect(DEPARTMENTS.watches.priceCeiling).toBe(100_000);
    expect(DEPARTMENTS.clothing.priceCeiling).toBe(50_000);
    expect(normalisePriceRange('', '')).toEqual({ min: 0, max: 50_000 });
  });

  it('floors min at 0', () => {
    expect(normalisePriceRange(-1, 500, 100_000)).toEqual({ min: 0, max: 500 });
    expect(normalisePriceRange('-250', '', 100_000)).toEqual({ min: 0, max: 100_000 });
  });

  it('caps max at the ceiling', () => {
    expect(normalisePriceRange(0, 100_001, 100_000)).toEqual({ min: 0, max: 100_000 });
    expect(normalisePriceRange(0, 100_000, 100_000)).toEqual({ min: 0, max: 100_000 });
    expect(normalisePriceRange(0, 60_000, 50_000)).toEqual({ min: 0, max: 50_000 });
  });

  it('resets min to 0 when it is above max, but keeps min equal to max', () => {
    expect(normalisePriceRange(5000, 4999, 100_000)).toEqual({ min: 0, max: 4999 });
    expect(normalisePriceRange(5000, 5000, 100_000)).toEqual({ min: 5000, max: 5000 });
    // A min above the ceiling is above the capped max too.
    expect(normalisePriceRange(120_000, '', 100_000)).toEqual({ min: 0, max: 100_000 });
  });

  it('falls back to 0 and the ceiling for blank or unreadable values', () => {
    expect(normalisePriceRange('', '2500', 100_000)).toEqual({ min: 0, max: 2500 });
    expect(normalisePriceRange('1000', '   ', 100_000)).toEqual({ min: 1000, max: 100_000 });
    expect(normalisePriceRange(null, undefined, 100_000)).toEqual({ min: 0, max: 100_000 });
    expect(normalisePriceRange('abc', 'x', 50_000)).toEqual({ min: 0, max: 50_000 });
  });

  it('reads pounds as typed by people', () => {
    expect(normalisePriceRange('£1,500', '£12,000', 100_000)).toEqual({ min: 1500, max: 12_000 });
  });

  it('knows the full range', () => {
    expect(isFullPriceRange({ min: 0, max: 100_000 }, 100_000)).toBe(true);
    expect(isFullPriceRange({ min: 1, max: 100_000 }, 100_000)).toBe(false);
    expect(isFullPriceRange({ min: 0, max: 99_999 }, 100_000)).toBe(false);
  });
});
