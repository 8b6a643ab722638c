import Busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors';
import { SpoolFile } from './spool-file';

/** One file of a multipart form, in memory once the whole form passed its caps. */
export interface ReceivedFile {
  field: string;
  originalName: string;
  bytes: Buffer;
}

/** Bytes an account may still upload, and the way to spend them (the daily budget, `upload-budget.ts`). */
export interface UploadAllowance {
  /** Bytes left now; 0 refuses the upload before its body is read. */
  remaining(): Promise<{ bytes: number; retryAfterSeconds: number }>;
  /** Spends what was received, atomically; false when parallel uploads used it up first. */
  spend(bytes: number): Promise<boolean>;
  /** The 429's message. */
  spentMessage(retryAfterSeconds: number): string;
}

export interface UploadRules {
  /** Files per request. */
  files: number;
  /** Bytes per file. */
  fileBytes: number;
  /** Bytes of all files of one request. */
  totalBytes: number;
  /** Field names files may come in; any other is refused. */
  fileFields?: RegExp;
  fields?: number;
  fieldBytes?: number;
  messages: {
    /** 413: one file over `fileBytes`. */
    fileTooLarge: string;
    /** 413: all files over `totalBytes` (defaults to `fileTooLarge`). */
    tooLarge?: string;
    /** 400: more than `files` files. */
    tooManyFiles: string;
    /** 400: a file in a field not in `fileFields`. */
    wrongField?: string;
    /** 400: anything else the form got wrong. */
    unreadable: string;
  };
  /** The account's daily budget, when uploads count against one (none for visitors or staff tools). */
  allowance?: (req: Request) => UploadAllowance | null;
}

/** Room for the form's text fields and multipart framing in a declared Content-Length. */
const FORM_OVERHEAD_BYTES = 256 * 1024;
/** After a refusal, how long the rest of a body is read and dropped so the client can read the answer, before the connection is cut. */
const LINGER_MS = 2_000;

const received = new WeakMap<Request, ReceivedFile[]>();

/** The files `receiveUpload` accepted for this request (none for a request that was not multipart). */
export function receivedFiles(req: Request): ReceivedFile[] {
  return received.get(req) ?? [];
}

const decodeName = (name: string) => name.replace(/%0A|%0D|%22/gi, (match) => ({ '%0A': '\n', '%0D': '\r', '%22': '"' })[match.toUpperCase()] ?? match);

/**
 * The one way an upload is read (multipart/form-data), checked while it
 * streams: every file is counted byte by byte on its way to a private
 * temporary file (`spool-file.ts`, not memory), and the moment one passes its
 * cap, all files pass the request's cap, or the account's daily budget is
 * used up, reading stops, what was written is deleted and the request is
 * answered at once (413, or 429 for the budget); the rest of the body is
 * dropped as it arrives, never buffered, and the connection is cut soon after.
 * A declared Content-Length that cannot fit is refused before a byte is read.
 * A form within its caps is spent from the account's budget and its files
 * read into memory (at most the caps); the caller judges their content
 * (`judge-upload.ts`).
 */
export function receiveUpload(rules: UploadRules) {
  const tooLarge = rules.messages.tooLarge ?? rules.messages.fileTooLarge;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    const allowance = rules.allowance?.(req) ?? null;
    const budget = allowance ? await allowance.remaining() : null;
    const declared = Number(req.get('content-length') ?? NaN);
    const overBudget = () => new AppError('RATE_LIMITED', allowance!.spentMessage(budget!.retryAfterSeconds), { retryAfterSeconds: budget!.retryAfterSeconds });
    if (budget && budget.bytes <= 0) return refuse(req, res, next, overBudget());
    if (declared > rules.totalBytes + FORM_OVERHEAD_BYTES) return refuse(req, res, next, new AppError('PAYLOAD_TOO_LARGE', tooLarge));
    if (budget && declared > budget.bytes + FORM_OVERHEAD_BYTES) return refuse(req, res, next, overBudget());

    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers: req.headers,
        limits: { files: rules.files, fileSize: rules.fileBytes + 1, fields: rules.fields ?? 30, fieldSize: (rules.fieldBytes ?? 20 * 1024) + 1, parts: rules.files + (rules.fields ?? 30) + 1 },
      });
    } catch {
      return refuse(req, res, next, new AppError('BAD_REQUEST', rules.messages.unreadable));
    }
    const body: Record<string, string> = Object.create(null);
    const spools: SpoolFile[] = [];
    let total = 0;
    let pending = 0;
    let parsed = false;
    let settled = false;

    const discardAll = () => Promise.all(spools.map((spool) => spool.discard())).catch(() => undefined);
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      // Answered at once; what was written is closed and deleted right after (a file destroyed while opening included).
      void discardAll();
      refuse(req, res, next, error);
    };
    const finish = async () => {
      if (settled || !parsed || pending > 0) return;
      settled = true;
      try {
        if (allowance && total > 0 && !(await allowance.spend(total))) {
          const again = await allowance.remaining();
          return next(new AppError('RATE_LIMITED', allowance.spentMessage(again.retryAfterSeconds), { retryAfterSeconds: again.retryAfterSeconds }));
        }
        const files = await Promise.all(spools.map(async (spool): Promise<ReceivedFile> => ({ field: spool.field, originalName: spool.originalName, bytes: await spool.read() })));
        req.body = body;
        received.set(req, files);
        next();
      } catch (error) {
        next(error);
      } finally {
        await discardAll();
      }
    };

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail(new AppError('BAD_REQUEST', rules.messages.unreadable));
      body[decodeName(name)] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (settled) return void stream.resume();
      if (rules.fileFields && !rules.fileFields.test(field)) {
        stream.resume();
        return fail(new AppError('BAD_USER_INPUT', rules.messages.wrongField ?? rules.messages.unreadable));
      }
      pending += 1;
      const spool = new SpoolFile(decodeName(field), decodeName(info.filename ?? ''), fail);
      spools.push(spool);
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        total += chunk.length;
        if (size > rules.fileBytes) return fail(new AppError('PAYLOAD_TOO_LARGE', rules.messages.fileTooLarge));
        if (total > rules.totalBytes) return fail(new AppError('PAYLOAD_TOO_LARGE', tooLarge));
        if (budget && total > budget.bytes) return fail(overBudget());
        if (!spool.write(chunk)) {
          stream.pause();
          spool.onDrain(() => stream.resume());
        }
      });
      stream.on('limit', () => fail(new AppError('PAYLOAD_TOO_LARGE', rules.messages.fileTooLarge)));
      stream.on('end', () => {
        void spool.end().then(() => {
          pending -= 1;
          void finish();
        });
      });
    });
    parser.on('filesLimit', () => fail(new AppError('BAD_USER_INPUT', rules.messages.tooManyFiles)));
    parser.on('partsLimit', () => fail(new AppError('BAD_REQUEST', rules.messages.unreadable)));
    parser.on('fieldsLimit', () => fail(new AppError('BAD_REQUEST', rules.messages.unreadable)));
    parser.on('error', () => fail(new AppError('BAD_REQUEST', rules.messages.unreadable)));
    parser.on('close', () => {
      parsed = true;
      void finish();
    });
    req.on('aborted', () => fail(new AppError('BAD_REQUEST', rules.messages.unreadable)));
    req.pipe(parser);
  };
}

/**
 * Answers now, without reading the rest of the body. What still arrives is
 * read and dropped, never kept (a client still sending then reads the answer
 * instead of a reset: closing at once loses it, EPIPE), for at most LINGER_MS;
 * then the connection is cut.
 */
function refuse(req: Request, _res: Response, next: NextFunction, error: unknown) {
  req.on('data', () => undefined);
  req.resume();
  if (req.complete) return next(error);
  // Only this request's own connection is cut: a body still arriving means no other request is on it yet.
  const cut = setTimeout(() => {
    if (!req.complete) req.socket?.destroy();
  }, LINGER_MS);
  cut.unref();
  req.once('end', () => clearTimeout(cut));
  req.once('close', () => clearTimeout(cut));
  next(error);
}
