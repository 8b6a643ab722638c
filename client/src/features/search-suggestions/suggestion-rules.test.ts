import { describe, expect, it } from 'vitest';
import { nextActive, wantsSuggestions } from './suggestion-rules';

describe('nextActive', () => {
  it('goes from the text to the first option with Down, and to the last with Up', () => {
    expect(nextActive('ArrowDown', -1, 6)).toBe(0);
    expect(nextActive('ArrowUp', -1, 6)).toBe(5);
  });

  it('moves through the options and wraps at both ends', () => {
    expect(nextActive('ArrowDown', 2, 6)).toBe(3);
    expect(nextActive('ArrowDown', 5, 6)).toBe(0);
    expect(nextActive('ArrowUp', 0, 6)).toBe(5);
  });

  it('does nothing without options or for other keys', () => {
    expect(nextActive('ArrowDown', -1, 0)).toBeNull();
    expect(nextActive('Enter', 1, 6)).toBeNull();
  });
});

describe('wantsSuggestions', () => {
  it('asks from two characters', () => {
    expect(wantsSuggestions('r')).toBe(false);
    expect(wantsSuggestions('ro')).toBe(true);
  });
});
