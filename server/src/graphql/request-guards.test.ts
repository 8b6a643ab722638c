import { parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentHoldsNul } from './request-guards';

describe('documentHoldsNul', () => {
  it('finds a NUL only in a string literal’s decoded value', () => {
    expect(documentHoldsNul(parse('{ searchProducts(q: "rolex\\u0000") { id } }'))).toBe(true);
    expect(documentHoldsNul(parse('{ searchProducts(q: "rolex") { id } }'))).toBe(false);
    expect(documentHoldsNul(parse('# \\u0000 in a comment\n{ searchProducts(q: "a") { id } }'))).toBe(false);
  });

  it('walks a parsed document once: the next request with the same document gets the remembered answer', () => {
    const document = parse('{ searchProducts(q: "omega") { id } }');
    const literal = (document as any).definitions[0].selectionSet.selections[0].arguments[0].value;
    let reads = 0;
    const value = literal.value as string;
    Object.defineProperty(literal, 'value', { get: () => (reads++, value) });
    expect(documentHoldsNul(document as DocumentNode)).toBe(false);
    expect(documentHoldsNul(document as DocumentNode)).toBe(false);
    expect(reads).toBe(1);
  });
});
