import { describe, expect, it } from 'vitest';
import { cycleIndex } from './gallery-rules';
import { galleryOf } from './product-image';
import { clampQuantity } from './quantity-rules';

describe('quick view gallery', () => {
  it('puts the main image first and drops repeats', () => {
    expect(galleryOf('/a.webp', ['/b.webp', '/a.webp', '/c.webp', '/b.webp'])).toEqual(['/a.webp', '/b.webp', '/c.webp']);
    expect(galleryOf('/a.webp', [])).toEqual(['/a.webp']);
  });

  it('cycles images in both directions, wrapping at the ends', () => {
    expect(cycleIndex(0, 1, 4)).toBe(1);
    expect(cycleIndex(3, 1, 4)).toBe(0);
    expect(cycleIndex(0, -1, 4)).toBe(3);
    expect(cycleIndex(0, 1, 1)).toBe(0);
    expect(cycleIndex(0, 1, 0)).toBe(0);
  });
});

describe('quantity', () => {
  it('never goes below 1 and never above the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
