import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { andAll, Bitmap } from './bitmap';

const sorted = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

/**
 * Values that exercise every chunk shape: sparse ones across several chunks, and
 * dense runs that push a chunk past 4,096 values (array chunk → bits) and back.
 */
const values = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.integer({ min: 0, max: 4 * 65_536 }), { maxLength: 300 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 3_000, max: 9_000 }), fc.integer({ min: 1, max: 3 }))
      .map(([chunk, start, length, step]) => Array.from({ length }, (_, i) => chunk * 65_536 + ((start + i * step) % 65_536))),
  },
);

describe('Bitmap', () => {
  it('holds what a Set holds, through adds and removes in any order', () => {
    fc.assert(
      fc.property(values, fc.array(fc.integer({ min: 0, max: 4 * 65_536 }), { maxLength: 200 }), fc.boolean(), (added, removed, optimise) => {
        const bitmap = new Bitmap();
        const reference = new Set<number>();
        for (const value of added) {
          bitmap.add(value);
          reference.add(value);
        }
        for (const value of [...removed, ...added.filter((_, i) => i % 3 === 0)]) {
          expect(bitmap.remove(value)).toBe(reference.delete(value));
        }
        if (optimise) {
          bitmap.runOptimize();
          bitmap.shrinkToFit();
        }
        expect(bitmap.size).toBe(reference.size);
        expect(bitmap.toArray()).toEqual(sorted(reference));
        for (const value of [...added.slice(0, 50), ...removed.slice(0, 50)]) expect(bitmap.has(value)).toBe(reference.has(value));
      }),
      { numRuns: 150 },
    );
  });

  it('adds batches of values, sorted or not, as one value at a time would', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(values, fc.boolean()), { maxLength: 5 }), (batches) => {
        const bitmap = new Bitmap();
        const reference = new Set<number>();
        for (const [batch, sort] of batches) {
          bitmap.addMany(Uint32Array.from(sort ? [...batch].sort((a, b) => a - b) : batch));
          for (const value of batch) reference.add(value);
        }
        expect(bitmap.size).toBe(reference.size);
        expect(bitmap.toArray()).toEqual(sorted(reference));
      }),
      { numRuns: 150 },
    );
  });

  it('AND, OR, AND NOT and their counts agree with sets, and leave their inputs untouched', () => {
    fc.assert(
      fc.property(values, values, values, (a, b, c) => {
        const [x, y, z] = [new Bitmap(a), new Bitmap(b), new Bitmap(c)];
        const [setA, setB, setC] = [new Set(a), new Set(b), new Set(c)];
        const both = sorted(a.filter((v) => setB.has(v)));
        expect(Bitmap.and(x, y).toArray()).toEqual(both);
        expect(x.andCardinality(y)).toBe(both.length);
        expect(x.intersects(y)).toBe(both.length > 0);
        expect(Bitmap.or(x, y).toArray()).toEqual(sorted([...a, ...b]));
        expect(Bitmap.andNot(x, y).toArray()).toEqual(sorted(a.filter((v) => !setB.has(v))));
        expect(Bitmap.orMany([x, y, z]).toArray()).toEqual(sorted([...a, ...b, ...c]));
        expect(andAll(x, [y, z]).toArray()).toEqual(sorted(a.filter((v) => setB.has(v) && setC.has(v))));
        const copy = new Bitmap(x);
        copy.andInPlace(y);
        expect(copy.toArray()).toEqual(both);
        expect(x.toArray()).toEqual(sorted(setA));
        expect(y.toArray()).toEqual(sorted(setB));
      }),
      { numRuns: 150 },
    );
  });

  it('ANDs, AND NOTs and counts array chunks of very different sizes (a few values galloping through thousands) as sets do', () => {
    const few = fc.array(fc.integer({ min: 0, max: 2 * 65_536 }), { maxLength: 40 });
    const many = fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 65_535 }), fc.integer({ min: 500, max: 4_000 }), fc.integer({ min: 1, max: 16 }))
      .map(([chunk, start, length, step]) => Array.from({ length }, (_, i) => chunk * 65_536 + ((start + i * step) % 65_536)));
    fc.assert(
      fc.property(few, many, (small, large) => {
        // Some of the few values are taken from the large set, so the intersection is rarely empty.
        const a = [...small, ...large.filter((_, i) => i % 97 === 0)];
        const [x, y] = [new Bitmap(a), new Bitmap(large)];
        const [setA, setB] = [new Set(a), new Set(large)];
        const both = sorted(a.filter((v) => setB.has(v)));
        expect(Bitmap.and(x, y).toArray()).toEqual(both);
        expect(Bitmap.and(y, x).toArray()).toEqual(both);
        expect(x.andCardinality(y)).toBe(both.length);
        expect(y.andCardinality(x)).toBe(both.length);
        expect(Bitmap.andNot(x, y).toArray()).toEqual(sorted(a.filter((v) => !setB.has(v))));
        expect(Bitmap.andNot(y, x).toArray()).toEqual(sorted(large.filter((v) => !setA.has(v))));
      }),
      { numRuns: 200 },
    );
  });

  it('writes its values into a scratch array when it fits, and iterates in order', () => {
    const bitmap = new Bitmap([70_000, 3, 65_535, 65_536, 1]);
    const scratch = new Uint32Array(16).fill(9);
    const written = bitmap.toUint32Array(scratch);
    expect(written.buffer).toBe(scratch.buffer);
    expect([...written]).toEqual([1, 3, 65_535, 65_536, 70_000]);
    expect([...bitmap]).toEqual([1, 3, 65_535, 65_536, 70_000]);
    expect([...bitmap.toUint32Array(new Uint32Array(2))]).toEqual([1, 3, 65_535, 65_536, 70_000]);
  });

  it('handles values up to 2^32 - 1', () => {
    const bitmap = new Bitmap([2 ** 32 - 1, 2 ** 31, 0]);
    expect(bitmap.toArray()).toEqual([0, 2 ** 31, 2 ** 32 - 1]);
    expect(bitmap.has(2 ** 31)).toBe(true);
  });

  it('a copy is independent of its source', () => {
    const source = new Bitmap(Array.from({ length: 5000 }, (_, i) => i * 2));
    const copy = new Bitmap(source);
    copy.add(1);
    copy.remove(0);
    expect(source.has(1)).toBe(false);
    expect(source.has(0)).toBe(true);
    expect(source.size).toBe(5000);
    expect(copy.size).toBe(5000);
  });
});
