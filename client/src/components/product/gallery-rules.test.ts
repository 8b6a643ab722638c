import { describe, expect, it } from 'vitest';
import { cycleIndex, galleryImageAlt, zoomOrigin } from './gallery-rules';
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

  it('names the main image by product, with its place when the gallery has several', () => {
    expect(galleryImageAlt('Rolex Datejust', 1, 4)).toBe('Rolex Datejust, image 2 of 4');
    expect(galleryImageAlt('Rolex Datejust', 0, 1)).toBe('Rolex Datejust');
  });

  it('zooms towards the pointer, kept inside the image', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(zoomOrigin({ x: 300, y: 150 }, box)).toBe('50.0% 50.0%');
    expect(zoomOrigin({ x: 100, y: 50 }, box)).toBe('0.0% 0.0%');
    expect(zoomOrigin({ x: 190, y: 230 }, box)).toBe('22.5% 90.0%');
    expect(zoomOrigin({ x: 900, y: 0 }, box)).toBe('100.0% 0.0%');
    expect(zoomOrigin({ x: 10, y: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toBe('50.0% 50.0%');
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
