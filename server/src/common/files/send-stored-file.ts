import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors';
import { type FileStore, isFileKey } from './file-store';

const matches = (wanted: string | undefined, etag: string) => !!wanted && wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Sends one stored file with the headers the route set (type, caching,
 * disposition), answering 304 to a matching If-None-Match without reading
 * the file's bytes; a missing file is the route's 404, never a 500. The one
 * way stored files are sent.
 */
export async function sendStoredFile(req: Request, res: Response, next: NextFunction, store: FileStore, key: string, notFoundMessage: string): Promise<void> {
  if (!isFileKey(key)) return next(new AppError('NOT_FOUND', notFoundMessage));
  const wanted = req.get('if-none-match');
  try {
    const head = wanted ? await store.head(key) : null;
    if (head && matches(wanted, head.etag)) {
      res.set('ETag', head.etag);
      res.status(304).end();
      return;
    }
    const file = await store.get(key);
    if (!file) return next(new AppError('NOT_FOUND', notFoundMessage));
    if (!res.get('Content-Type')) res.set('Content-Type', file.contentType);
    res.set('ETag', file.etag);
    res.set('Content-Length', String(file.bytes.length));
    res.end(req.method === 'HEAD' ? undefined : file.bytes);
  } catch (error) {
    next(error);
  }
}
