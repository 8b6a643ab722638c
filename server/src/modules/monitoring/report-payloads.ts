import { z } from 'zod';
import { badRequest } from '../../common/errors';

export const WEB_VITAL_NAMES = ['LCP', 'FID', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** No metric of a page view is worth keeping beyond an hour (in milliseconds; CLS is far below it). */
const MAX_METRIC_VALUE = 3_600_000;

/** Longest kept length of each text, in characters: a report is a clue, not an archive. */
export const TEXT_LIMITS = { message: 1000, stack: 4000, componentStack: 4000, route: 500, userAgent: 500, metricId: 128 } as const;

/** PostgreSQL text cannot hold NUL characters; the rest is kept as sent, cut to `max`. */
const cleanText = (max: number) => (value: string) => value.replace(/\u0000/g, '').slice(0, max);

/** The reason a field failed: missing, or not what was expected. */
const expected = (what: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `expected ${what}`);

const text = (max: number) => z.string({ error: expected('text') }).transform(cleanText(max));
const optionalText = (max: number) => text(max).nullish().transform((value) => value || null);

const metricNumber = (min: number) =>
  z
    .number({ error: expected('a number') })
    .refine((value) => Number.isFinite(value) && value >= min && value <= MAX_METRIC_VALUE, {
      error: `expected a number from ${min} to ${MAX_METRIC_VALUE}`,
    });

/** `POST /api/analytics/web-vitals` body: {name, value, rating, delta, id}. */
const webVitalSchema = z.object({
  name: z.enum(WEB_VITAL_NAMES, { error: expected(`one of ${WEB_VITAL_NAMES.join(', ')}`) }),
  value: metricNumber(0),
  rating: z.enum(WEB_VITAL_RATINGS, { error: expected(`one of ${WEB_VITAL_RATINGS.join(', ')}`) }),
  delta: metricNumber(-MAX_METRIC_VALUE),
  id: text(TEXT_LIMITS.metricId).refine((value) => value.trim() !== '', { error: 'must not be empty' }),
});

/** `POST /api/logs/client-error` body: {message, stack, componentStack, route, userAgent}. */
const clientErrorSchema = z.object({
  message: text(TEXT_LIMITS.message).refine((value) => value.trim() !== '', { error: 'must not be empty' }),
  stack: optionalText(TEXT_LIMITS.stack),
  componentStack: optionalText(TEXT_LIMITS.componentStack),
  route: text(TEXT_LIMITS.route),
  userAgent: optionalText(TEXT_LIMITS.userAgent),
});

export type WebVitalInput = z.output<typeof webVitalSchema>;
export type ClientErrorInput = z.output<typeof clientErrorSchema>;

/** Validates a parsed body; the 400's message names the first field at fault. */
function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Invalid body: expected a JSON object', { field: 'body' });
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issue.path.join('.') || 'body';
  throw badRequest(`Invalid ${field}: ${issue.message}`, { field });
}

export const parseWebVital = (body: unknown) => parse(webVitalSchema, body);
export const parseClientError = (body: unknown) => parse(clientErrorSchema, body);
