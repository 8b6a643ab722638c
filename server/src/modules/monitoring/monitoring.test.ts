import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { MONITORING_LIMITS, REPORT_BODY_LIMIT } from './monitoring-limits';
import { MonitoringService, TOO_MANY_REPORTS_MESSAGE, TooManyReportsError } from './monitoring.service';
import { TEXT_LIMITS } from './report-payloads';

let app: TestApp;
let nextAddress = 1;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Each test reports from its own address (the app trusts X-Forwarded-For from loopback), so budgets do not mix. */
let address: string;
beforeEach(() => {
  address = `203.0.113.${nextAddress++}`;
});

const vital = { name: 'LCP', value: 1234.5, rating: 'good', delta: 1234.5, id: 'v1-1700000000000-123' };
const clientError = {
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at ProductCard (card.tsx:10:5)',
  componentStack: '\n    at ProductCard\n    at ProductGrid',
  route: '/products/watches',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
};

function post(path: string, body: unknown, { contentType = 'application/json', from = address } = {}) {
  return app.fetch(path, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const rows = async (table: string) => (await app.orm.em.getKnex().raw(`select * from ${table} order by id`)).rows as Record<string, unknown>[];
const countOf = async (table: string) => Number((await app.orm.em.getKnex().raw(`select count(*) as n from ${table}`)).rows[0].n);
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe('POST /api/analytics/web-vitals', () => {
  it('stores a metric and answers 204 without a body', async () => {
    const before = await countOf('web_vital_report');
    const response = await post('/api/analytics/web-vitals', vital);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const stored = (await rows('web_vital_report')).at(-1);
    expect(stored).toMatchObject({ name: 'LCP', value: 1234.5, rating: 'good', delta: 1234.5, metric_id: vital.id });
    expect(await countOf('web_vital_report')).toBe(before + 1);
  });

  it('accepts the text/plain body navigator.sendBeacon sends for a string', async () => {
    const response = await post('/api/analytics/web-vitals', JSON.stringify({ ...vital, name: 'CLS', value: 0.12, delta: 0.02, rating: 'needs-improvement' }), {
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(response.status).toBe(204);
    expect((await rows('web_vital_report')).at(-1)).toMatchObject({ name: 'CLS', value: 0.12, delta: 0.02, rating: 'needs-improvement' });
  });

  it.each([
    ['name', { ...vital, name: 'XYZ' }, 'Invalid name: expected one of LCP, FID, INP, CLS, FCP, TTFB'],
    ['name', { ...vital, name: undefined }, 'Invalid name: is required'],
    ['value', { ...vital, value: -1 }, 'Invalid value: expected a number from 0 to 3600000'],
    ['value', { ...vital, value: 3_600_001 }, 'Invalid value: expected a number from 0 to 3600000'],
    ['value', { ...vital, value: '12' }, 'Invalid value: expected a number'],
    ['rating', { ...vital, rating: 'great' }, 'Invalid rating: expected one of good, needs-improvement, poor'],
    ['delta', { ...vital, delta: undefined }, 'Invalid delta: is required'],
    ['id', { ...vital, id: '  ' }, 'Invalid id: must not be empty'],
    ['id', { ...vital, id: 42 }, 'Invalid id: expected text'],
    ['body', [vital], 'Invalid body: expected a JSON object'],
  ])('refuses a bad %s with a 400 naming it and stores nothing', async (_field, body, message) => {
    const before = await countOf('web_vital_report');
    const response = await post('/api/analytics/web-vitals', body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'BAD_REQUEST', message, details: { field: _field } });
    expect(await countOf('web_vital_report')).toBe(before);
  });

  it('accepts the rating boundaries the client computes: zero values and negative deltas', async () => {
    expect((await post('/api/analytics/web-vitals', { ...vital, name: 'CLS', value: 0, delta: 0 })).status).toBe(204);
    expect((await post('/api/analytics/web-vitals', { ...vital, name: 'INP', value: 180, delta: -20 })).status).toBe(204);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await post('/api/analytics/web-vitals', '{"name":', { contentType: 'text/plain' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('The request body is not valid JSON.');
  });

  it('refuses other content types with a 415', async () => {
    const response = await post('/api/analytics/web-vitals', 'name=LCP', { contentType: 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(['application/json', 'text/plain'])('refuses a %s body over 8 KB with a 413 and stores nothing', async (contentType) => {
    const before = await countOf('web_vital_report');
    const body = JSON.stringify({ ...vital, id: 'x'.repeat(REPORT_BODY_LIMIT) });
    const response = await post('/api/analytics/web-vitals', body, { contentType });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await countOf('web_vital_report')).toBe(before);
  });
});

describe('POST /api/logs/client-error', () => {
  it('stores the report and answers 204', async () => {
    const response = await post('/api/logs/client-error', clientError);
    expect(response.status).toBe(204);
    expect((await rows('client_error_report')).at(-1)).toMatchObject({
      message: clientError.message,
      stack: clientError.stack,
      component_stack: clientError.componentStack,
      route: '/products/watches',
      user_agent: clientError.userAgent,
    });
  });

  it('keeps only message and route when the rest is missing', async () => {
    expect((await post('/api/logs/client-error', { message: 'Boom', route: '/' })).status).toBe(204);
    expect((await rows('client_error_report')).at(-1)).toMatchObject({ message: 'Boom', route: '/', stack: null, component_stack: null, user_agent: null });
  });

  it('cuts long texts to their limits and drops NUL characters PostgreSQL cannot store', async () => {
    const response = await post('/api/logs/client-error', {
      ...clientError,
      message: `bad\u0000${'m'.repeat(2000)}`,
      stack: 's'.repeat(4200),
      userAgent: 'u'.repeat(700),
    });
    expect(response.status).toBe(204);
    const stored = (await rows('client_error_report')).at(-1)!;
    expect(stored.message).toBe(`bad${'m'.repeat(TEXT_LIMITS.message - 3)}`);
    expect(stored.stack).toBe('s'.repeat(TEXT_LIMITS.stack));
    expect(stored.user_agent).toBe('u'.repeat(TEXT_LIMITS.userAgent));
  });

  it.each([
    ['message', { ...clientError, message: undefined }, 'Invalid message: is required'],
    ['message', { ...clientError, message: '' }, 'Invalid message: must not be empty'],
    ['route', { ...clientError, route: undefined }, 'Invalid route: is required'],
    ['stack', { ...clientError, stack: { frames: [] } }, 'Invalid stack: expected text'],
    ['userAgent', { ...clientError, userAgent: 7 }, 'Invalid userAgent: expected text'],
  ])('refuses a bad %s with a 400 naming it', async (field, body, message) => {
    const before = await countOf('client_error_report');
    const response = await post('/api/logs/client-error', body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'BAD_REQUEST', message, details: { field } });
    expect(await countOf('client_error_report')).toBe(before);
  });

  it('refuses a body over 8 KB with a 413', async () => {
    const response = await post('/api/logs/client-error', { ...clientError, stack: 'x'.repeat(REPORT_BODY_LIMIT) });
    expect(response.status).toBe(413);
  });
});

describe('rate limits, counted in PostgreSQL per client address', () => {
  it('answers 429 with Retry-After once a client has sent its budget of web vitals in a window', async () => {
    const { perClient } = MONITORING_LIMITS.webVitals;
    for (let i = 0; i < perClient; i++) {
      const response = await post('/api/analytics/web-vitals', { ...vital, id: `v-${i}` });
      expect(response.status).toBe(204);
    }
    const before = await countOf('web_vital_report');
    const refused = await post('/api/analytics/web-vitals', vital);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY_REPORTS_MESSAGE });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(MONITORING_LIMITS.windowSeconds);
    expect(await countOf('web_vital_report')).toBe(before);

    // Even a body too large to read is refused by the limit first.
    expect((await post('/api/analytics/web-vitals', 'x'.repeat(REPORT_BODY_LIMIT * 2), { contentType: 'text/plain' })).status).toBe(429);
    // Another client, and the other kind of report, keep their own budgets.
    expect((await post('/api/analytics/web-vitals', vital, { from: '198.51.100.7' })).status).toBe(204);
    expect((await post('/api/logs/client-error', clientError)).status).toBe(204);
  });

  it('limits client errors per client at their own, lower budget', async () => {
    const { perClient } = MONITORING_LIMITS.clientErrors;
    for (let i = 0; i < perClient; i++) expect((await post('/api/logs/client-error', clientError)).status).toBe(204);
    expect((await post('/api/logs/client-error', clientError)).status).toBe(429);
  });

  it('counts an IPv6 client per /64, so rotating addresses within it does not help', async () => {
    const { perClient } = MONITORING_LIMITS.clientErrors;
    for (let i = 0; i < perClient; i++) {
      expect((await post('/api/logs/client-error', clientError, { from: `2001:db8:aa:1::${(i + 1).toString(16)}` })).status).toBe(204);
    }
    expect((await post('/api/logs/client-error', clientError, { from: '2001:db8:aa:1:ffff::1' })).status).toBe(429);
    expect((await post('/api/logs/client-error', clientError, { from: '2001:db8:aa:2::1' })).status).toBe(204);
  });
});

describe('MonitoringService keeps the tables bounded', () => {
  const small = { ...MONITORING_LIMITS, clientErrors: { perClient: 5, global: 3, maxRows: 4 } };

  it('refuses everyone over the global budget, without a refused client using it up', async () => {
    const em = app.orm.em.fork();
    await em.getKnex().raw(`delete from rate_bucket where bucket like 'clientErrors_%'`);
    const service = new MonitoringService(em, { ...small, clientErrors: { perClient: 2, global: 3, maxRows: 100 } });
    await service.admit('clientErrors', '192.0.2.1');
    await service.admit('clientErrors', '192.0.2.1');
    await expect(service.admit('clientErrors', '192.0.2.1')).rejects.toBeInstanceOf(TooManyReportsError);
    await service.admit('clientErrors', '192.0.2.2');
    await expect(service.admit('clientErrors', '192.0.2.3')).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  });

  it('prunes reports past the retention period and beyond the row cap, newest kept', async () => {
    const em = app.orm.em.fork();
    const knex = em.getKnex();
    await knex.raw('delete from client_error_report');
    for (let i = 1; i <= 7; i++) await knex.raw(`insert into client_error_report (message, route) values (?, '/')`, [`error ${i}`]);
    await knex.raw(`update client_error_report set created_at = now() - interval '31 days' where message = 'error 7'`);
    await knex.raw(`insert into rate_bucket (bucket, key, level, since) values ('clientErrors_perClient', 'old', 1, now() - interval '2 days')`);

    await new MonitoringService(em, small).prune('clientErrors');

    expect((await rows('client_error_report')).map((row) => row.message)).toEqual(['error 3', 'error 4', 'error 5', 'error 6']);
    expect((await knex.raw(`select count(*) as n from rate_bucket where bucket = 'clientErrors_perClient' and key = 'old'`)).rows[0].n).toBe('0');
  });

  it('prunes on the first report of each global window, shared by every process', async () => {
    const knex = app.orm.em.getKnex();
    await knex.raw(`delete from rate_bucket where bucket = 'webVitals_global'`);
    await knex.raw(`update web_vital_report set created_at = now() - interval '40 days'`);
    expect(await countOf('web_vital_report')).toBeGreaterThan(0);
    expect((await post('/api/analytics/web-vitals', { ...vital, id: 'fresh' })).status).toBe(204);
    expect((await rows('web_vital_report')).map((row) => row.metric_id)).toEqual(['fresh']);
  });
});
