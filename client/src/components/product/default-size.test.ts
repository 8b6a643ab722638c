import { describe, expect, it } from 'vitest';
import { defaultSize } from './default-size';

describe('defaultSize', () => {
  it('is the first available size, else the first size, else none', () => {
    expect(defaultSize({ sizes: ['S', 'M', 'L'], availableSizes: ['M', 'L'] })).toBe('M');
    expect(defaultSize({ sizes: ['S', 'M'], availableSizes: [] })).toBe('S');
    expect(defaultSize({ sizes: [], availableSizes: [] })).toBeUndefined();
    expect(defaultSize({})).toBeUndefined();
  });
});
