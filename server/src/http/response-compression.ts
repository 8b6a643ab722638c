import zlib from 'node:zlib';
import compression from 'compression';

/**
 * Faster levels than the middleware's defaults (brotli quality 4, gzip 6), measured on a listing's answer
 * (24 cards with their facets, 24 KB of JSON; bench/README.md): brotli 2 takes a third of quality 4's time
 * for 5 % more bytes (still fewer than gzip 6's), gzip 4 half of level 6's for 3 % more. A listing's
 * compression was the largest single cost of its request.
 */
export const COMPRESSION_LEVELS = { brotliQuality: 2, gzipLevel: 4 } as const;

/** Every dynamic answer of 1 KB or more, compressed as the browser accepts (smaller ones go as they are). */
export function responseCompression() {
  return compression({
    level: COMPRESSION_LEVELS.gzipLevel,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: COMPRESSION_LEVELS.brotliQuality } },
  });
}
