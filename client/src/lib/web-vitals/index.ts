import { observeWebVitals } from './observe';
import { sendWebVital } from './send';

export { rateMetric, THRESHOLDS, type Metric, type MetricName, type MetricRating } from './metric';
export { sentWebVitals } from './send';

let started = false;

/** Starts measuring once per page; loaded after the page so it costs the first paint nothing. */
export function startWebVitals(): void {
  if (started) return;
  started = true;
  observeWebVitals(sendWebVital);
}
