import type { NextFunction, Request, Response } from 'express';
import { asCallerError, type ErrorCode, errorBody, INTERNAL_ERROR_MESSAGE } from '../common/errors';

interface HttpParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

/** Maps body-parser and other HTTP-level failures to a code and a message for the caller. */
function describeHttpError(error: HttpParserError): { code: ErrorCode; message: string } | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
    case 'entity.too.large':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body encoding is not supported.' };
    case 'request.aborted':
      return { code: 'BAD_REQUEST', message: 'The request was aborted.' };
  }
  const status = error.status ?? error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: 'The request could not be understood.' };
  }
  return null;
}

export function classifyError(error: unknown): { status: number; code: ErrorCode; message: string; details?: Record<string, unknown> } {
  const known = asCallerError(error);
  if (known) return { status: known.status, code: known.code, message: known.message, details: known.details };
  const described = error && typeof error === 'object' ? describeHttpError(error as HttpParserError) : null;
  if (described) {
    const status = described.code === 'PAYLOAD_TOO_LARGE' ? 413 : described.code === 'UNSUPPORTED_MEDIA_TYPE' ? 415 : described.code === 'NOT_FOUND' ? 404 : 400;
    return { status, ...described };
  }
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE };
}

/** The REST facade's one error shape: `{ error: { code, message } }`; never a stack trace or SQL. */
export function restErrorHandler(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const { status, code, message, details } = classifyError(error);
  if (status >= 500) console.error(`[${req.method} ${req.originalUrl}]`, error);
  if (res.headersSent) return;
  if (code === 'RATE_LIMITED' && typeof details?.retryAfterSeconds === 'number') res.set('Retry-After', String(details.retryAfterSeconds));
  res.status(status).json(errorBody(code, message, details));
}

/** Failures that happen before Apollo sees a /graphql request still answer in GraphQL's shape. */
export function graphqlHttpErrorHandler(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const { status, code, message } = classifyError(error);
  if (status >= 500) console.error(`[${req.method} ${req.originalUrl}]`, error);
  if (res.headersSent) return;
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

export function unknownApiRoute(req: Request, res: Response) {
  res.status(404).json(errorBody('NOT_FOUND', `No API route ${req.method} ${req.path}`));
}
