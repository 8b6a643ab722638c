import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from './metric';
import { observeWebVitals } from './observe';

/** A browser with hand-fed performance entries and events. */
function fakeBrowser() {
  const observers = new Map<string, (entries: object[]) => void>();
  const listeners = new Map<string, (() => void)[]>();
  const doc = { visibilityState: 'visible' };
  let now = 0;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'first-input', 'event', 'layout-shift', 'largest-contentful-paint', 'navigation'];
    constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
    observe({ type }: { type: string }) {
      observers.set(type, (entries) => this.callback({ getEntries: () => entries }));
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('performance', {
    now: () => now,
    getEntriesByType: (type: string) => (type === 'navigation' ? [{ responseStart: 180, activationStart: 0 }] : []),
  });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  });
  return {
    entries: (type: string, ...entries: object[]) => observers.get(type)?.(entries),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    hide: (at: number) => {
      now = at;
      doc.visibilityState = 'hidden';
      listeners.get('visibilitychange')?.forEach((listener) => listener());
    },
  };
}

let browser: ReturnType<typeof fakeBrowser>;
let sent: Metric[];
const summary = () => sent.map(({ name, value, rating, delta }) => [name, value, rating, delta]);

beforeEach(() => {
  vi.useFakeTimers();
  browser = fakeBrowser();
  sent = [];
  observeWebVitals((metric) => sent.push(metric));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('observeWebVitals', () => {
  it('sends TTFB from the navigation entry and FCP from the first contentful paint at once', () => {
    browser.entries('paint', { name: 'first-paint', startTime: 700 }, { name: 'first-contentful-paint', startTime: 2100 });
    expect(summary()).toEqual([
      ['TTFB', 180, 'good', 180],
      ['FCP', 2100, 'needs-improvement', 2100],
    ]);
  });

  it('sends FID from the first input as the delay until its handlers ran', () => {
    browser.entries('first-input', { name: 'pointerdown', startTime: 5000, processingStart: 5350, duration: 400, interactionId: 1 });
    expect(summary().at(-1)).toEqual(['FID', 350, 'poor', 350]);
  });

  it('keeps the latest LCP candidate and sends it once, at the first input', () => {
    browser.entries('largest-contentful-paint', { startTime: 1200 }, { startTime: 2600 });
    expect(sent.some((m) => m.name === 'LCP')).toBe(false);
    browser.fire('keydown');
    vi.runAllTimers();
    browser.entries('largest-contentful-paint', { startTime: 9000 });
    browser.hide(10_000);
    expect(sent.filter((m) => m.name === 'LCP').map((m) => [m.value, m.rating])).toEqual([[2600, 'needs-improvement']]);
  });

  it('sends CLS and INP when the tab is hidden, and again only if they grew', () => {
    browser.entries('layout-shift', { startTime: 100, value: 0.08, hadRecentInput: false });
    browser.entries('event', { interactionId: 3, duration: 240 });
    browser.hide(4000);
    expect(summary().filter(([name]) => name === 'CLS' || name === 'INP')).toEqual([
      ['INP', 240, 'needs-improvement', 240],
      ['CLS', 0.08, 'good', 0.08],
    ]);
    browser.hide(5000);
    expect(sent.filter((m) => m.name === 'CLS')).toHaveLength(1);
    browser.entries('layout-shift', { startTime: 9000, value: 0.3, hadRecentInput: false });
    browser.hide(9500);
    const cls = sent.filter((m) => m.name === 'CLS');
    expect(cls.map((m) => [m.value, m.rating])).toEqual([[0.08, 'good'], [0.3, 'poor']]);
    expect(cls[1].delta).toBeCloseTo(0.22);
    expect(cls[1].id).toBe(cls[0].id);
  });

  it('does not count paints that happen after the page was first hidden', () => {
    browser.hide(500);
    browser.entries('paint', { name: 'first-contentful-paint', startTime: 800 });
    browser.entries('largest-contentful-paint', { startTime: 900 });
    browser.hide(1000);
    // A page without shifts still has a CLS: zero.
    expect(summary()).toEqual([
      ['TTFB', 180, 'good', 180],
      ['CLS', 0, 'good', 0],
    ]);
  });
});
