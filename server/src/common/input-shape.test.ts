import { describe, expect, it } from 'vitest';
import { containsNul, documentNesting, MAX_NESTING, valueShape } from './input-shape';

describe('valueShape', () => {
  it('finds a NUL in any string or key, however deep, without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul({ ['a\u0000']: 1 })).toBe(true);
    expect(containsNul({ a: ['b', { c: 'd' }], e: 1, f: null })).toBe(false);
  });

  it('says when a value nests deeper than the limit', () => {
    let value: unknown = 'x';
    for (let i = 0; i < MAX_NESTING; i++) value = [value];
    expect(valueShape(value).tooDeep).toBe(false);
    expect(valueShape([value]).tooDeep).toBe(true);
  });
});

describe('documentNesting', () => {
  it('counts brackets outside strings, block strings and comments', () => {
    expect(documentNesting('{ a(b: [[1]]) { c } }')).toBe(4);
    expect(documentNesting('{ a(b: "[[[[[[{{{{\\"[[[") }')).toBe(2);
    expect(documentNesting('{ a(b: """ [[[[ \\""" [[[[ """) }')).toBe(2);
    expect(documentNesting('# [[[[[[[[\n{ a }')).toBe(1);
  });

  it('stops past the limit on a huge document', () => {
    expect(documentNesting('['.repeat(1_000_000))).toBe(MAX_NESTING + 1);
  });
});
