import { STORAGE_PREFIX } from '../storage';

/** storefront.md §4: the client analytics events. */
export type AnalyticsEventName = 'filter_change' | 'quick_view_open' | 'wishlist_toggle' | 'compare_toggle' | 'search';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  data: Record<string, unknown>;
  at: string;
}

/** Dispatched on window for each accepted event; a future sender can listen here. */
export const ANALYTICS_EVENT = 'aurum:analytics';

const SINK_LIMIT = 50;
const sink: AnalyticsEvent[] = [];

/** Analytics only with stored consent (aurum_cookie_consent.analytics === true). */
export function analyticsAllowed(): boolean {
  try {
    const raw = window.localStorage.getItem(`${STORAGE_PREFIX}cookie_consent`);
    return raw !== null && (JSON.parse(raw) as { analytics?: unknown })?.analytics === true;
  } catch {
    return false;
  }
}

/** Records the event in memory and announces it; does nothing without analytics consent. No network call. */
export function trackEvent(name: AnalyticsEventName, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined' || !analyticsAllowed()) return;
  const event: AnalyticsEvent = { name, data, at: new Date().toISOString() };
  sink.push(event);
  if (sink.length > SINK_LIMIT) sink.shift();
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_EVENT, { detail: event }));
}

/** The recent accepted events, oldest first (for debugging and tests). */
export function trackedEvents(): readonly AnalyticsEvent[] {
  return [...sink];
}
