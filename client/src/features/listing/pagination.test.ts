import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, resultRange } from './pagination';

describe('pagination window', () => {
  it('shows first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageWindow(9, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });

  it('handles the edges', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('never shows a page that does not exist', () => {
    expect(pageWindow(40, 6)).toEqual([1, 'gap', 5, 6]);
    expect(pageWindow(0, 6)).toEqual([1, 2, 'gap', 6]);
  });

  it('counts pages of 24', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(150, 24)).toBe(7);
  });

  it('gives the figures of "Showing X-Y of N products"', () => {
    expect(resultRange(1, 150, 24)).toEqual({ from: 1, to: 24 });
    expect(resultRange(7, 150, 24)).toEqual({ from: 145, to: 150 });
    expect(resultRange(1, 0, 24)).toEqual({ from: 0, to: 0 });
  });
});
