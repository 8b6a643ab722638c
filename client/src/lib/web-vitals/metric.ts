/** The web vitals the shop measures (accounts-support-info.md §7, §9). */
export type MetricName = 'LCP' | 'FID' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export type MetricRating = 'good' | 'needs-improvement' | 'poor';

/** What is sent to `POST /api/analytics/web-vitals`. */
export interface Metric {
  name: MetricName;
  value: number;
  rating: MetricRating;
  /** Change since this metric was last reported in this page view (the first report: the value). */
  delta: number;
  /** The same for every report of one metric in one page view. */
  id: string;
}

/**
 * [good at or under, poor over] per metric (§9; INP from web.dev's published
 * thresholds). Milliseconds, except CLS, which has no unit.
 */
export const THRESHOLDS: Record<MetricName, readonly [number, number]> = {
  LCP: [2500, 4000],
  FID: [100, 300],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function rateMetric(name: MetricName, value: number): MetricRating {
  const [good, poor] = THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

let counter = 0;
/** Unique per page view: time of the page, a random part, and a sequence. */
function metricId(): string {
  counter += 1;
  return `v1-${Date.now()}-${Math.floor(Math.random() * 1e12)}-${counter}`;
}

/**
 * A metric that may be reported more than once as it grows (CLS, INP): each
 * report carries the new value and the delta; an unchanged value is not sent again.
 */
export function metricReporter(name: MetricName, send: (metric: Metric) => void): (value: number) => void {
  const id = metricId();
  let reported: number | undefined;
  return (value) => {
    if (value === reported) return;
    const delta = value - (reported ?? 0);
    reported = value;
    send({ name, value, rating: rateMetric(name, value), delta, id });
  };
}
