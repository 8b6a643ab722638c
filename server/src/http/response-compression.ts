import zlib from 'node:zlib';
import compression from 'compression';

/**
 * Compression levels, measured in place (bench/README.md, issue 36): the web-app listing at 100,000 products, two
 * processes, alternating runs on a quiet machine. Brotli quality 4 (the middleware's default) cost 3.2–3.6 ms of
 * server CPU per request, quality 2 4.5–5.0 ms (slower in a server's streams than on a buffer, where it looked
 * faster), quality 1 2.9 ms and 0 2.9 ms: quality 1 answers a browser for about 0.4 ms less per listing, for
 * some 20 % more bytes than quality 4 on a ~4 KB answer. Gzip (clients without brotli) stays at zlib's default 6:
 * level 4 saved nothing measurable.
 */
export const COMPRESSION_LEVELS = { brotliQuality: 1, gzipLevel: 6 } as const;

/** Every dynamic answer of 1 KB or more, compressed as the browser accepts (smaller ones go as they are). */
export function responseCompression() {
  return compression({
    level: COMPRESSION_LEVELS.gzipLevel,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: COMPRESSION_LEVELS.brotliQuality } },
  });
}
