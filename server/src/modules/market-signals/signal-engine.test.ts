import { describe, expect, it } from 'vitest';
import { dayNumber, isoDate, type Sale } from './price-buckets';
import { computeSignal, type Signal } from './signal-engine';
import { classify, SCORE_WEIGHTS } from './signal-rules';

const AS_OF = '2026-06-30';
const AS_OF_DAY = dayNumber(AS_OF);

/** Hand-made history: a sale every `everyDays` days for `days` days, priced by `priceAt(daysAgo)`, asks `spread` above. */
function series(priceAt: (daysAgo: number) => number, { days = 720, everyDays = 1, spread = 0.03 } = {}): Sale[] {
  const sales: Sale[] = [];
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= everyDays) {
    const pricePence = Math.round(priceAt(daysAgo));
    sales.push({ soldOn: isoDate(AS_OF_DAY - daysAgo), pricePence, askPence: Math.round(pricePence / (1 - spread)) });
  }
  return sales;
}

const signalOf = (sales: Sale[], catalogueAskPence: number | null = null): Signal => {
  const signal = computeSignal({ sales, asOf: AS_OF, catalogueAskPence });
  if (!signal) throw new Error('expected a signal');
  return signal;
};

const term = (signal: Signal, input: string) => signal.terms.find((t) => t.input === input)!;

const flat = () => series(() => 1_000_000);
/** +25 % a year, compounding daily. */
const rising = () => series((daysAgo) => 1_000_000 * 1.25 ** (-daysAgo / 365));
const falling = () => series((daysAgo) => 1_000_000 * 0.75 ** (-daysAgo / 365));
/** Swings ±18 % from one month to the next. */
const volatile = () => series((daysAgo) => 1_000_000 * (Math.floor(daysAgo / 30) % 2 ? 1.18 : 0.82));

describe('momentum', () => {
  it('scores a steadily rising series high', () => {
    const signal = signalOf(rising());
    expect(signal.momentumScore).toBeGreaterThanOrEqual(80);
    expect(term(signal, 'return12m').value).toBeCloseTo(0.25, 1);
  });

  it('scores a flat series exactly neutral (50)', () => {
    const signal = signalOf(flat());
    expect(signal.momentumScore).toBe(50);
    expect(['return3m', 'return6m', 'return12m'].map((input) => term(signal, input).value)).toEqual([0, 0, 0]);
  });

  it('scores a steadily falling series low', () => {
    expect(signalOf(falling()).momentumScore).toBeLessThanOrEqual(20);
  });

  it('scores each return linearly up to its cap: +6 % in 3 months is half-way, +12 % or more the full 100', () => {
    const half = signalOf(series((daysAgo) => (daysAgo < 90 ? 1_060_000 : 1_000_000)));
    expect(term(half, 'return3m').value).toBeCloseTo(0.06, 4);
    expect(term(half, 'return3m').points).toBe(75);
    const capped = signalOf(series((daysAgo) => (daysAgo < 90 ? 1_200_000 : 1_000_000)));
    expect(term(capped, 'return3m').points).toBe(100);
  });
});

describe('risk', () => {
  it('scores a volatile series high', () => {
    expect(signalOf(volatile()).riskScore).toBeGreaterThanOrEqual(70);
  });

  it('scores a smooth series low', () => {
    expect(signalOf(flat()).riskScore).toBe(0);
    expect(signalOf(rising()).riskScore).toBeLessThanOrEqual(10);
  });

  it('counts the fall from the running peak as drawdown', () => {
    // Up to 1.2m, then back down to 0.9m: a 25 % drawdown.
    const signal = signalOf(series((daysAgo) => (daysAgo > 400 ? 1_000_000 : daysAgo > 200 ? 1_200_000 : 900_000)));
    expect(term(signal, 'maxDrawdown').value).toBeCloseTo(0.25, 4);
  });
});

describe('liquidity', () => {
  it('scores an illiquid series low (a sale every seven weeks, wide spreads)', () => {
    const signal = signalOf(series(() => 1_000_000, { everyDays: 50, spread: 0.12 }));
    expect(signal.liquidityScore).toBeLessThan(25);
  });

  it('scores a daily-traded, tight-spread series high', () => {
    const signal = signalOf(series(() => 1_000_000, { everyDays: 1, spread: 0.01 }));
    expect(term(signal, 'salesLast90Days').value).toBe(90);
    expect(signal.liquidityScore).toBeGreaterThanOrEqual(95);
  });
});

describe('value', () => {
  it('rewards a price below its own long-run level', () => {
    const cheapNow = signalOf(series((daysAgo) => (daysAgo < 60 ? 800_000 : 1_000_000)));
    expect(term(cheapNow, 'vsLongRun').value).toBeCloseTo(0.2, 4);
    expect(cheapNow.valueScore).toBe(90);
  });

  it('rewards our catalogue asking less than the market, and penalises asking more', () => {
    const below = signalOf(flat(), 900_000);
    const above = signalOf(flat(), 1_100_000);
    expect(term(below, 'vsCatalogue').value).toBeCloseTo(0.1, 4);
    expect(below.valueScore).toBeGreaterThan(signalOf(flat()).valueScore);
    expect(above.valueScore).toBeLessThan(50);
  });

  it('leaves the catalogue term out (weights renormalised) when we do not list the reference', () => {
    const signal = signalOf(flat());
    expect(term(signal, 'vsCatalogue').points).toBeNull();
    expect(signal.valueScore).toBe(50);
  });
});

describe('traceability', () => {
  it('builds every sub-score from its terms and the score from the sub-scores', () => {
    const signal = signalOf(volatile(), 950_000);
    for (const component of ['momentum', 'value', 'liquidity', 'risk'] as const) {
      const terms = signal.terms.filter((t) => t.component === component && t.points !== null);
      const weight = terms.reduce((sum, t) => sum + t.weight, 0);
      const expected = Math.round(terms.reduce((sum, t) => sum + t.weight * t.points!, 0) / weight);
      expect(signal[`${component}Score`]).toBe(expected);
    }
    expect(signal.score).toBe(
      Math.round(
        SCORE_WEIGHTS.momentum * signal.momentumScore +
          SCORE_WEIGHTS.value * signal.valueScore +
          SCORE_WEIGHTS.liquidity * signal.liquidityScore +
          SCORE_WEIGHTS.safety * (100 - signal.riskScore),
      ),
    );
    expect(signal.classification).toBe(classify(signal.score));
  });

  it('is deterministic and ignores the order of the sales', () => {
    const sales = volatile();
    const shuffled = [...sales].reverse();
    expect(computeSignal({ sales: shuffled, asOf: AS_OF, catalogueAskPence: null })).toEqual(signalOf(sales));
  });

  it('ignores sales after the as-of date', () => {
    const future = [...flat(), { soldOn: isoDate(AS_OF_DAY + 3), pricePence: 5_000_000, askPence: null }];
    expect(signalOf(future)).toEqual(signalOf(flat()));
  });
});

describe('enough data', () => {
  it('gives no signal with fewer than 6 sales in the last year', () => {
    const sparse = series(() => 1_000_000, { everyDays: 73 }).filter((sale) => AS_OF_DAY - dayNumber(sale.soldOn) >= 365 || sale.soldOn >= isoDate(AS_OF_DAY - 365));
    expect(sparse.filter((sale) => dayNumber(sale.soldOn) > AS_OF_DAY - 360).length).toBeLessThan(6);
    expect(computeSignal({ sales: sparse, asOf: AS_OF, catalogueAskPence: null })).toBeNull();
  });

  it('gives no signal to a reference first sold less than six months ago', () => {
    expect(computeSignal({ sales: series(() => 1_000_000, { days: 150 }), asOf: AS_OF, catalogueAskPence: null })).toBeNull();
  });
});

describe('classification thresholds', () => {
  it.each([
    [100, 'strong-buy'],
    [72, 'strong-buy'],
    [71, 'accumulate'],
    [60, 'accumulate'],
    [59, 'hold'],
    [45, 'hold'],
    [44, 'trim'],
    [36, 'trim'],
    [35, 'avoid'],
    [0, 'avoid'],
  ])('score %i is %s', (score, expected) => {
    expect(classify(score)).toBe(expected);
  });

  it('rates a trendless, weekly-traded series with ordinary monthly noise hold: no trend, no discount', () => {
    const signal = signalOf(series((daysAgo) => 1_000_000 * (Math.floor(daysAgo / 30) % 2 ? 1.02 : 0.98), { everyDays: 7 }));
    expect(signal.momentumScore).toBeGreaterThanOrEqual(40);
    expect(signal.momentumScore).toBeLessThanOrEqual(60);
    expect(signal.classification).toBe('hold');
  });
});
