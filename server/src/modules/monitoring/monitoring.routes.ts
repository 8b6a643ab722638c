import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { AppError, badRequest } from '../../common/errors';
import { requestContext } from '../../http/request-context';
import { REPORT_BODY_LIMIT, type ReportKind } from './monitoring-limits';
import { TooManyReportsError } from './monitoring.service';
import { parseClientError, parseWebVital } from './report-payloads';

/**
 * Bodies are read only after the client is admitted, and never beyond 8 KB.
 * navigator.sendBeacon sends a string as text/plain, so text bodies are
 * parsed as JSON too.
 */
const readBody = [
  express.json({ limit: REPORT_BODY_LIMIT, type: 'application/json' }),
  express.text({ limit: REPORT_BODY_LIMIT, type: 'text/plain' }),
];

function admit(kind: ReportKind) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await requestContext(req).services.monitoring.admit(kind, req.ip);
    } catch (error) {
      if (error instanceof TooManyReportsError) res.set('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    next();
  };
}

function jsonBody(req: Request): unknown {
  if (typeof req.body === 'string') {
    try {
      return JSON.parse(req.body);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
  }
  if (req.body === undefined) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the report as JSON (application/json or text/plain).');
  return req.body;
}

/** `POST /api/analytics/web-vitals` and `POST /api/logs/client-error` (accounts-support-info.md §7): 204 when stored. */
export function monitoringRoutes(): Router {
  const router = Router();

  router.post('/analytics/web-vitals', admit('webVitals'), ...readBody, async (req, res) => {
    const metric = parseWebVital(jsonBody(req));
    await requestContext(req).services.monitoring.recordWebVital(metric);
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  router.post('/logs/client-error', admit('clientErrors'), ...readBody, async (req, res) => {
    const report = parseClientError(jsonBody(req));
    await requestContext(req).services.monitoring.recordClientError(report);
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  return router;
}
