import { describe, expect, it } from 'vitest';
import { limitHeapGrowth } from './heap-growth';

describe('limitHeapGrowth', () => {
  it('sets the limit when the process was started without one', () => {
    expect(limitHeapGrowth(['--enable-source-maps'])).toBe(true);
  });

  it("leaves an operator's own --heap-growing-percent alone", () => {
    expect(limitHeapGrowth(['--heap-growing-percent=80'])).toBe(false);
  });
});
