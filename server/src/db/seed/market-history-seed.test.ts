import { describe, expect, it } from 'vitest';
import { WATCH_VARIANTS } from './watch-variants';
import { ARCHETYPES, generateMarketHistory } from './market-history-seed';
import { dayNumber } from '../../modules/market-signals/price-buckets';
import { computeSignal } from '../../modules/market-signals/signal-engine';

const END = '2026-06-30';
const history = generateMarketHistory({ endDate: END });

describe('the demo market history', () => {
  it('is the same for the same seed and end date', () => {
    expect(generateMarketHistory({ endDate: END })).toEqual(history);
    expect(generateMarketHistory({ endDate: END, seed: 2 })).not.toEqual(history);
  });

  it('covers at least 60 references of the catalogue’s watch list, each once', () => {
    const catalogue = new Set(WATCH_VARIANTS.map((v) => `${v.brand}|${v.model}|${v.reference}`));
    expect(history.length).toBeGreaterThanOrEqual(60);
    for (const ref of history) expect(catalogue.has(`${ref.brand}|${ref.model}|${ref.reference}`)).toBe(true);
    expect(new Set(history.map((ref) => `${ref.brand}|${ref.reference}`)).size).toBe(history.length);
  });

  it('spans more than two years up to the end date, with positive prices and asks above them', () => {
    const days = history.flatMap((ref) => ref.sales.map((sale) => dayNumber(sale.soldOn)));
    expect(Math.max(...days)).toBe(dayNumber(END));
    expect(dayNumber(END) - Math.min(...days)).toBeGreaterThanOrEqual(730);
    for (const sale of history.flatMap((ref) => ref.sales)) {
      expect(sale.pricePence).toBeGreaterThan(0);
      if (sale.askPence !== null) expect(sale.askPence).toBeGreaterThanOrEqual(sale.pricePence);
    }
  });

  it('deals every archetype, and they read as they should', () => {
    const momentum = (archetype: string) => {
      const scores = history
        .filter((ref) => ref.archetype === archetype)
        .map((ref) => computeSignal({ sales: ref.sales, asOf: END, catalogueAskPence: null })?.momentumScore)
        .filter((score): score is number => score !== undefined)
        .sort((a, b) => a - b);
      return scores[scores.length >> 1]!;
    };
    expect(new Set(history.map((ref) => ref.archetype))).toEqual(new Set(ARCHETYPES));
    expect(momentum('rising')).toBeGreaterThan(65);
    expect(momentum('falling')).toBeLessThan(35);
    const salesPerYear = (archetype: string) =>
      Math.max(...history.filter((ref) => ref.archetype === archetype).map((ref) => ref.sales.filter((s) => dayNumber(END) - dayNumber(s.soldOn) < 365).length));
    expect(salesPerYear('illiquid')).toBeLessThan(30);
  });
});
