import { postAndForget } from '../post-and-forget';
import { analyticsAllowed } from '../shop-lists/analytics';
import type { Metric } from './metric';

export const WEB_VITALS_ENDPOINT = '/api/analytics/web-vitals';

const RECENT_LIMIT = 50;
const recent: Metric[] = [];

/**
 * Sends one metric with navigator.sendBeacon (it survives the page being
 * closed), only when the visitor accepted analytics cookies. A string body
 * goes as text/plain, which the endpoint reads as JSON; fetch with keepalive
 * is the fallback where beacons are missing or refused.
 */
export function sendWebVital(metric: Metric): void {
  if (!analyticsAllowed()) return;
  recent.push(metric);
  if (recent.length > RECENT_LIMIT) recent.shift();
  const body = JSON.stringify(metric);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(WEB_VITALS_ENDPOINT, body)) return;
  postAndForget(WEB_VITALS_ENDPOINT, body);
}

/** The metrics sent in this page view, oldest first, at most 50 (§9). */
export function sentWebVitals(): readonly Metric[] {
  return [...recent];
}
