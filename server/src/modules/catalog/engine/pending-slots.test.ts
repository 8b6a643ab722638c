import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bitmap } from './bitmap';
import { PendingSlots } from './pending-slots';

describe('PendingSlots', () => {
  it('puts every slot in its set, whether flushed when full, asked, or after shrinking', () => {
    const pair = fc.tuple(fc.nat(40), fc.nat(5000));
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 600 }), fc.integer({ min: 1, max: 300 }), fc.nat(600), (pairs, capacity, shrinkAt) => {
        const sets = new Map<number, Bitmap>();
        const pending = new PendingSlots((target) => {
          let set = sets.get(target);
          if (!set) sets.set(target, (set = new Bitmap()));
          return set;
        }, capacity);
        const expected = new Map<number, Set<number>>();
        pairs.forEach(([target, slot], index) => {
          if (index === shrinkAt) pending.shrink();
          pending.add(target, slot);
          if (!expected.has(target)) expected.set(target, new Set());
          expected.get(target)!.add(slot);
        });
        pending.flush();
        expect(pending.size).toBe(0);
        expect([...sets.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
        for (const [target, slots] of expected) expect(sets.get(target)!.toArray()).toEqual([...slots].sort((a, b) => a - b));
      }),
    );
  });

  it('leaves the sets alone until flushed', () => {
    const set = new Bitmap();
    const pending = new PendingSlots(() => set, 8);
    for (const slot of [5, 3, 9]) pending.add(0, slot);
    expect(set.size).toBe(0);
    pending.flush();
    expect(set.toArray()).toEqual([3, 5, 9]);
  });
});
