import { describe, expect, it } from 'vitest';
import { toggleOpen } from './disclosure-rules';

describe('toggleOpen', () => {
  it('opens one item at a time when singleOpen', () => {
    expect(toggleOpen([], 'a', true)).toEqual(['a']);
    expect(toggleOpen(['a'], 'b', true)).toEqual(['b']);
  });

  it('closes the open item when pressed again, leaving none open', () => {
    expect(toggleOpen(['a'], 'a', true)).toEqual([]);
  });

  it('lets several items stay open otherwise', () => {
    expect(toggleOpen(['a'], 'b', false)).toEqual(['a', 'b']);
    expect(toggleOpen(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
