import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lexemesOf, normalizeSearchText } from './search-text';

/** The definition lexemesOf follows (and followed for every text before its ASCII fast path). */
const reference = (text: string) => normalizeSearchText(text).split(' ').filter((word) => word.length > 0 && word.length < 2048);

describe('lexemesOf', () => {
  it('gives the normalised words of any text, ASCII or not', () => {
    const catalogueLike = fc.string({ unit: fc.constantFrom(...'aZ09 -_./&\tÀé’‘“”—–…\u00a0×°£€§·•±'.split('').concat(['A', 'z', '5', ' ', "'"])), maxLength: 40 });
    fc.assert(fc.property(fc.oneof(catalogueLike, fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 20 })), (text) => {
      expect(lexemesOf(text)).toEqual(reference(text));
    }), { numRuns: 2000 });
  });

  it('splits references and SKUs, and leaves out words of 2,048 characters or more', () => {
    expect(lexemesOf('126610LN AUR-W-000001')).toEqual(['126610ln', 'aur', 'w', '000001']);
    expect(lexemesOf(` ${'a'.repeat(2048)} b ${'C'.repeat(2047)}`)).toEqual(['b', 'c'.repeat(2047)]);
    expect(lexemesOf('')).toEqual([]);
    expect(lexemesOf('It’s “the” one—really…')).toEqual(['it', 's', 'the', 'one', 'really']);
  });
});
