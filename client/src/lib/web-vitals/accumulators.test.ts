import { describe, expect, it } from 'vitest';
import { clsAccumulator, inpAccumulator } from './accumulators';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

describe('CLS session windows', () => {
  it('adds shifts less than a second apart into one window', () => {
    const cls = clsAccumulator();
    cls(shift(100, 0.05));
    cls(shift(900, 0.04));
    expect(cls(shift(1700, 0.03))).toBeCloseTo(0.12);
  });

  it('starts a new window after a gap of a second and keeps the largest window', () => {
    const cls = clsAccumulator();
    cls(shift(0, 0.2));
    expect(cls(shift(1000, 0.05))).toBeCloseTo(0.2);
    expect(cls(shift(1500, 0.1))).toBeCloseTo(0.2);
    expect(cls(shift(1900, 0.1))).toBeCloseTo(0.25);
  });

  it('closes a window after five seconds even without a gap', () => {
    const cls = clsAccumulator();
    for (let t = 0; t < 5000; t += 500) cls(shift(t, 0.01));
    // Ten shifts fill the first window (0.1); the eleventh opens a new one.
    expect(cls(shift(5000, 0.01))).toBeCloseTo(0.1);
  });

  it('ignores shifts right after input', () => {
    const cls = clsAccumulator();
    cls(shift(0, 0.05));
    expect(cls(shift(200, 0.5, true))).toBeCloseTo(0.05);
  });
});

describe('INP', () => {
  it('is undefined before any interaction and ignores events outside interactions', () => {
    const inp = inpAccumulator();
    expect(inp({ duration: 300 })).toBeUndefined();
  });

  it('takes the longest event of each interaction and the worst interaction', () => {
    const inp = inpAccumulator();
    inp({ interactionId: 1, duration: 80 });
    inp({ interactionId: 1, duration: 120 });
    inp({ interactionId: 2, duration: 96 });
    expect(inp({ interactionId: 3, duration: 48 })).toBe(120);
  });

  it('ignores the worst interaction for every fifty (about the 98th percentile)', () => {
    const inp = inpAccumulator();
    let value: number | undefined;
    for (let id = 1; id <= 49; id++) value = inp({ interactionId: id, duration: id === 7 ? 900 : id === 8 ? 400 : 50 });
    expect(value).toBe(900);
    value = inp({ interactionId: 50, duration: 50 });
    expect(value).toBe(400);
  });
});
