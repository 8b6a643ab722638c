import { clsAccumulator, inpAccumulator, type InteractionEvent, type LayoutShift } from './accumulators';
import { type Metric, metricReporter } from './metric';

type Timed = PerformanceEntry & { processingStart?: number; interactionId?: number };

/** Registers an observer that also receives the entries recorded before it (buffered); false when unsupported. */
function observe(type: string, onEntry: (entry: Timed) => void, options: Record<string, unknown> = {}): boolean {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => onEntry(entry as Timed))).observe({
    type,
    buffered: true,
    ...options,
  } as PerformanceObserverInit);
  return true;
}

/** Time origin shift of a prerendered page: metrics count from when the visitor actually arrived. */
function activationStart(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  return navigation?.activationStart ?? 0;
}

const sinceActivation = (time: number) => Math.max(0, time - activationStart());

/**
 * Measures LCP, FID, INP, CLS, FCP and TTFB with PerformanceObserver and hands
 * each to `send` (the web-vitals npm package is not used). FCP, FID and TTFB
 * are final at once; LCP is final at the first input or when the tab is hidden;
 * CLS and INP are sent each time the tab is hidden, if they changed. A metric
 * that happens while the tab is in the background is not the visitor's
 * experience, so LCP, FCP and FID stop counting once the page was first hidden.
 */
export function observeWebVitals(send: (metric: Metric) => void): void {
  if (typeof PerformanceObserver === 'undefined') return;
  let firstHidden = document.visibilityState === 'hidden' ? 0 : Infinity;
  const whenHidden: (() => void)[] = [];
  const onHidden = () => {
    if (document.visibilityState !== 'hidden') return;
    firstHidden = Math.min(firstHidden, performance.now());
    whenHidden.forEach((flush) => flush());
  };
  addEventListener('visibilitychange', onHidden, true);
  addEventListener('pagehide', () => whenHidden.forEach((flush) => flush()), true);

  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.responseStart > 0) metricReporter('TTFB', send)(sinceActivation(navigation.responseStart));

  const reportFcp = metricReporter('FCP', send);
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint' && entry.startTime < firstHidden) reportFcp(sinceActivation(entry.startTime));
  });

  const reportFid = metricReporter('FID', send);
  const inp = inpAccumulator();
  let inpValue: number | undefined;
  observe('first-input', (entry) => {
    if (entry.startTime < firstHidden && entry.processingStart !== undefined) reportFid(entry.processingStart - entry.startTime);
    inpValue = inp(entry as unknown as InteractionEvent);
  });
  // Interactions shorter than 40 ms cannot be the INP of a page worth worrying about.
  observe('event', (entry) => (inpValue = inp(entry as unknown as InteractionEvent)), { durationThreshold: 40 });
  const reportInp = metricReporter('INP', send);
  whenHidden.push(() => inpValue !== undefined && reportInp(inpValue));

  const cls = clsAccumulator();
  let clsValue = 0;
  if (observe('layout-shift', (entry) => (clsValue = cls(entry as unknown as LayoutShift)))) {
    const reportCls = metricReporter('CLS', send);
    whenHidden.push(() => reportCls(clsValue));
  }

  let lcpValue: number | undefined;
  let lcpFinal = false;
  const reportLcp = metricReporter('LCP', send);
  const finishLcp = () => {
    if (lcpFinal || lcpValue === undefined) return;
    lcpFinal = true;
    reportLcp(lcpValue);
  };
  observe('largest-contentful-paint', (entry) => {
    if (!lcpFinal && entry.startTime < firstHidden) lcpValue = sinceActivation(entry.startTime);
  });
  // Input stops the browser looking for a larger paint, so the last one is final.
  for (const type of ['keydown', 'pointerdown']) addEventListener(type, () => setTimeout(finishLcp, 0), { once: true, capture: true });
  whenHidden.push(finishLcp);
}
