import { describe, expect, it } from 'vitest';
import { starRowFill } from './star-row';

describe('starRowFill', () => {
  it('fills whole stars and the gaps between them, then part of the next star', () => {
    // 12 px stars: 24-unit stars 28 units apart (a 2 px gap), a row 136 units wide.
    expect(starRowFill(3.5, 12)).toBeCloseTo((3 * 28 + 12) / 136);
    expect(starRowFill(4.9, 12)).toBeCloseTo((4 * 28 + 0.9 * 24) / 136);
    expect(starRowFill(1, 16)).toBeCloseTo(27 / (4 * 27 + 24));
  });

  it('is empty at 0 and full at 5, whatever it is given', () => {
    expect(starRowFill(0, 12)).toBe(0);
    expect(starRowFill(-1, 12)).toBe(0);
    expect(starRowFill(5, 12)).toBe(1);
    expect(starRowFill(7, 16)).toBe(1);
  });
});
