import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_LEVELS, responseCompression } from './response-compression';

/** A listing-like answer: repetitive JSON of about 24 KB. */
const ANSWER = JSON.stringify({
  items: Array.from({ length: 24 }, (_, i) => ({ id: String(i), name: `Watch ${i}`, brand: 'Omega', description: `A fine watch, number ${i}, with a steel case and a long story.`.repeat(8) })),
});
let server: http.Server;

function get(path: string, acceptEncoding: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  const app = express();
  app.use(responseCompression());
  app.get('/listing', (_req, res) => res.type('application/json').send(ANSWER));
  app.get('/small', (_req, res) => res.type('application/json').send('{"data":{"ok":true}}'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('responseCompression', () => {
  it('answers a browser with brotli at the measured quality: the bytes of quality 1, not the default 4', async () => {
    const { headers, body } = await get('/listing', 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(body).toString()).toBe(ANSWER);
    const atQuality = (quality: number) => zlib.brotliCompressSync(Buffer.from(ANSWER), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(COMPRESSION_LEVELS.brotliQuality).toBe(1);
    expect(atQuality(1)).not.toBe(atQuality(4));
    expect(Math.abs(body.length - atQuality(1))).toBeLessThan(Math.abs(body.length - atQuality(4)));
  });

  it('answers gzip-only clients at zlib’s default level 6', async () => {
    const { headers, body } = await get('/listing', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(body).toString()).toBe(ANSWER);
    const atLevel = (level: number) => zlib.gzipSync(Buffer.from(ANSWER), { level }).length;
    expect(COMPRESSION_LEVELS.gzipLevel).toBe(6);
    expect(body.length).toBe(atLevel(6));
  });

  it('sends an answer under 1 KB as it is', async () => {
    const { headers, body } = await get('/small', 'gzip, br');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe('{"data":{"ok":true}}');
  });
});
