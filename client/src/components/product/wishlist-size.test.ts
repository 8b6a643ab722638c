import { describe, expect, it } from 'vitest';
import { followedSize, needsSizeQuestion, type SizedProduct } from './wishlist-size';

const SHIRT: SizedProduct = { id: '1', name: 'Shirt', category: 'CLOTHING', sizes: ['S', 'M', 'L'], availableSizes: ['M'] };
const WATCH: SizedProduct = { id: '2', name: 'Watch', category: 'WATCHES', sizes: [], availableSizes: [] };
const ADDING = { adding: true, account: true };

describe('needsSizeQuestion', () => {
  it('asks when a signed-in customer adds a sized clothing piece without a chosen size', () => {
    expect(needsSizeQuestion(SHIRT, ADDING)).toBe(true);
    expect(needsSizeQuestion(SHIRT, { ...ADDING, chosenSize: null })).toBe(true);
  });

  it('does not ask on removal, for a visitor, for a watch, for clothing without sizes, or when the page chose a size', () => {
    expect(needsSizeQuestion(SHIRT, { ...ADDING, adding: false })).toBe(false);
    expect(needsSizeQuestion(SHIRT, { ...ADDING, account: false })).toBe(false);
    expect(needsSizeQuestion(WATCH, ADDING)).toBe(false);
    expect(needsSizeQuestion({ ...SHIRT, sizes: [] }, ADDING)).toBe(false);
    expect(needsSizeQuestion(SHIRT, { ...ADDING, chosenSize: 'L' })).toBe(false);
  });
});

describe('followedSize', () => {
  it('is the chosen size when the piece comes in it, else none', () => {
    expect(followedSize(SHIRT, 'S')).toBe('S');
    expect(followedSize(SHIRT, 'XXL')).toBeNull();
    expect(followedSize(SHIRT, null)).toBeNull();
    expect(followedSize(WATCH, 'S')).toBeNull();
  });
});
