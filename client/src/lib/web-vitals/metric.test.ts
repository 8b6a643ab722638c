import { describe, expect, it } from 'vitest';
import { type Metric, metricReporter, rateMetric } from './metric';

describe('rateMetric: good at or under the first figure, poor over the second', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FID', 100, 'good'],
    ['FID', 101, 'needs-improvement'],
    ['FID', 300, 'needs-improvement'],
    ['FID', 301, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3000, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 801, 'needs-improvement'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rateMetric(name, value)).toBe(rating);
  });
});

describe('metricReporter', () => {
  it('sends {name, value, rating, delta, id}; later reports carry the change and the same id', () => {
    const sent: Metric[] = [];
    const report = metricReporter('CLS', (metric) => sent.push(metric));
    report(0.05);
    report(0.05);
    report(0.3);
    expect(sent.map(({ name, value, rating, delta }) => ({ name, value, rating, delta }))).toEqual([
      { name: 'CLS', value: 0.05, rating: 'good', delta: 0.05 },
      { name: 'CLS', value: 0.3, rating: 'poor', delta: 0.25 },
    ]);
    expect(sent[0].id).toMatch(/^v1-\d+-\d+-\d+$/);
    expect(sent[1].id).toBe(sent[0].id);
  });

  it('gives each metric its own id', () => {
    const sent: Metric[] = [];
    metricReporter('FCP', (metric) => sent.push(metric))(900);
    metricReporter('TTFB', (metric) => sent.push(metric))(120);
    expect(sent[0].id).not.toBe(sent[1].id);
  });
});
