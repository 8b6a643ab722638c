import { describe, expect, it } from 'vitest';
import { focusTarget } from './roving-focus';

const horizontal = { previous: 'ArrowLeft', next: 'ArrowRight' };

describe('focusTarget', () => {
  it('moves to the next and previous item, wrapping at the ends', () => {
    expect(focusTarget('ArrowRight', 0, 3, horizontal)).toBe(1);
    expect(focusTarget('ArrowRight', 2, 3, horizontal)).toBe(0);
    expect(focusTarget('ArrowLeft', 0, 3, horizontal)).toBe(2);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(focusTarget('Home', 2, 3, horizontal)).toBe(0);
    expect(focusTarget('End', 0, 3, horizontal)).toBe(2);
  });

  it('ignores other keys, and the other direction’s arrows', () => {
    expect(focusTarget('ArrowDown', 0, 3, horizontal)).toBeNull();
    expect(focusTarget('Enter', 0, 3, horizontal)).toBeNull();
    expect(focusTarget('ArrowDown', 0, 3, { previous: 'ArrowUp', next: 'ArrowDown' })).toBe(1);
  });
});
