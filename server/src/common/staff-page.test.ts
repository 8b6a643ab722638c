import { describe, expect, it } from 'vitest';
import { STAFF_PAGE_LIMITS, staffPageWindow } from './staff-page';

describe('staffPageWindow', () => {
  it('keeps a page of 1 to 100 rows', () => {
    expect(staffPageWindow(0, 0).limit).toBe(1);
    expect(staffPageWindow(1, 0).limit).toBe(1);
    expect(staffPageWindow(100, 0).limit).toBe(100);
    expect(staffPageWindow(101, 0).limit).toBe(100);
    expect(staffPageWindow(25.9, 0).limit).toBe(25);
  });

  it('skips no fewer than none and no more than a million', () => {
    expect(staffPageWindow(10, -1).offset).toBe(0);
    expect(staffPageWindow(10, 40).offset).toBe(40);
    expect(staffPageWindow(10, STAFF_PAGE_LIMITS.maxOffset + 1).offset).toBe(STAFF_PAGE_LIMITS.maxOffset);
  });

  it('falls back to the default page for what is not a number', () => {
    expect(staffPageWindow(undefined, null)).toEqual({ limit: STAFF_PAGE_LIMITS.defaultLimit, offset: 0 });
    expect(staffPageWindow(Number.NaN, Number.POSITIVE_INFINITY)).toEqual({ limit: STAFF_PAGE_LIMITS.defaultLimit, offset: 0 });
  });
});
