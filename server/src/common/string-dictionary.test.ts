import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StringDictionary } from './string-dictionary';

describe('StringDictionary', () => {
  it('round-trips every string and gives equal strings one number', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 200 }), (column) => {
        const dictionary = new StringDictionary();
        const codes = column.map((value) => dictionary.encode(value));
        expect(codes.map((code) => dictionary.decode(code))).toEqual(column);
        expect(dictionary.size).toBe(new Set(column).size);
        for (let i = 0; i < column.length; i++) {
          for (let j = 0; j < column.length; j++) expect(codes[i] === codes[j]).toBe(column[i] === column[j]);
        }
      }),
    );
  });

  it('numbers strings in order of first sight and looks them up without adding', () => {
    const dictionary = new StringDictionary();
    expect(['Rolex', 'Omega', 'Rolex', ''].map((value) => dictionary.encode(value))).toEqual([0, 1, 0, 2]);
    expect(dictionary.codeOf('Omega')).toBe(1);
    expect(dictionary.codeOf('Tudor')).toBeUndefined();
    expect(dictionary.size).toBe(3);
  });
});
