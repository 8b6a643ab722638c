import { describe, expect, it } from 'vitest';
import { remember } from './remember';

describe('remember', () => {
  it('works a value out once per key, a null answer included', () => {
    const cache = new WeakMap<object, number | null>();
    const [a, b] = [{}, {}];
    let calls = 0;
    const compute = (value: number | null) => () => {
      calls += 1;
      return value;
    };
    expect(remember(cache, a, compute(1))).toBe(1);
    expect(remember(cache, a, compute(2))).toBe(1);
    expect(remember(cache, b, compute(null))).toBeNull();
    expect(remember(cache, b, compute(3))).toBeNull();
    expect(calls).toBe(2);
  });
});
