/** The kinds of report the browser sends, each with its own counters and table. */
export type ReportKind = 'webVitals' | 'clientErrors';

export interface KindLimits {
  /** Reports one client address may send per window. */
  perClient: number;
  /** Reports all clients together may send per window: bounds growth between two prunes. */
  global: number;
  /** Rows kept at most; older ones go first. */
  maxRows: number;
}

export interface MonitoringLimits {
  windowSeconds: number;
  retentionDays: number;
  webVitals: KindLimits;
  clientErrors: KindLimits;
}

/**
 * A page view sends about six metrics (LCP, INP and CLS again when the tab is
 * hidden), so 120 a minute is generous for a person and small for a flood.
 * Errors are rarer: the client also sends at most five per page view.
 */
export const MONITORING_LIMITS: MonitoringLimits = {
  windowSeconds: 60,
  retentionDays: 30,
  webVitals: { perClient: 120, global: 6000, maxRows: 200_000 },
  clientErrors: { perClient: 20, global: 600, maxRows: 20_000 },
};

/** The largest report body accepted, in bytes. */
export const REPORT_BODY_LIMIT = 8 * 1024;
