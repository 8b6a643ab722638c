import { describe, expect, it } from 'vitest';
import { ownValue } from './own-value';

describe('ownValue', () => {
  const table: Readonly<Record<string, number>> = { newest: 1, name: 2 };

  it('finds the entries of the table', () => {
    expect(ownValue(table, 'newest')).toBe(1);
    expect(ownValue(table, 'name')).toBe(2);
  });

  it('finds nothing for a name every object inherits', () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__', 'missing']) {
      expect(ownValue(table, key), key).toBeUndefined();
    }
  });
});
