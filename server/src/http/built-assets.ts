import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** A content-hashed file never changes: browsers keep it a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the build writes beside a file (client/build/precompress.ts), the browser's favourite first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the build's `assets` folder: a file's precompressed copy when the browser takes that encoding (brotli
 * before gzip, whatever the order of Accept-Encoding), else the file itself, compressed on the fly by the app's
 * compression middleware if it is worth it. A missing file is a 404 here, never the app's HTML. Mounted behind
 * subresourceSecurityHeaders, not the shop's document headers.
 */
export function builtAssets(dir: string): RequestHandler {
  // The folder is the build's and does not change while the process runs (the page HTML reads its manifest once too).
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const serve = express.static(dir, { index: false, fallthrough: false, etag: false, lastModified: false, cacheControl: false });
  return (req, res, next) => {
    res.setHeader('Cache-Control', IMMUTABLE);
    const file = req.path.slice(1);
    const copies = files.has(file) ? ENCODINGS.filter((encoding) => files.has(file + encoding.suffix)) : [];
    if (copies.length > 0) {
      res.vary('Accept-Encoding');
      const chosen = copies.find((encoding) => req.acceptsEncodings(encoding.name) === encoding.name);
      if (chosen) {
        res.type(path.extname(file));
        res.setHeader('Content-Encoding', chosen.name);
        req.url = `/${file}${chosen.suffix}`;
      }
    }
    serve(req, res, next);
  };
}
