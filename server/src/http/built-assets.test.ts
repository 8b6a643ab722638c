import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAssets } from './built-assets';
import { subresourceSecurityHeaders } from './security-headers';

const SCRIPT = 'export const hello = () => "Aurum";\n'.repeat(100);
let dir: string;
let server: http.Server;

/** The raw response: status, headers and body bytes exactly as sent (no decoding). */
function get(file: string, acceptEncoding?: string, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    http
      .request({ port, path: `/assets/${file}`, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'aurum-assets-'));
  await writeFile(path.join(dir, 'app-1.js'), SCRIPT);
  await writeFile(path.join(dir, 'app-1.js.br'), zlib.brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, 'app-1.js.gz'), zlib.gzipSync(SCRIPT));
  await writeFile(path.join(dir, 'style-2.css'), 'a{color:gold}');
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use('/assets', subresourceSecurityHeaders, builtAssets(dir));
  app.use((_req, res) => res.status(200).send('<!doctype html>the app'));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('built assets', () => {
  it('send the brotli copy to a browser that takes brotli, whatever the order it lists encodings in', async () => {
    for (const accept of ['gzip, deflate, br, zstd', 'br', 'gzip;q=1, br;q=0.5']) {
      const res = await get('app-1.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it('send the gzip copy when brotli is not taken, and the file itself when neither is', async () => {
    const gzip = await get('app-1.js', 'gzip, deflate, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    for (const accept of [undefined, 'identity']) {
      const plain = await get('app-1.js', accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(plain.body.toString()).toBe(SCRIPT);
    }
  });

  it('carry the lean headers of an immutable file and none of a document', async () => {
    const res = await get('app-1.js', 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'etag', 'last-modified']) expect(res.headers[name]).toBeUndefined();
  });

  it('send a file with no copies as it is, and answer HEAD without a body', async () => {
    const css = await get('style-2.css', 'br, gzip');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body.toString()).toBe('a{color:gold}');
    const head = await get('app-1.js', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('answer 404 for a file the build does not have (403 for a path out of the folder), never the app page', async () => {
    for (const [file, status] of [['missing-9.js', 404], ['app-1.js/x', 404], ['..%2Fsecret.js', 403]] as const) {
      const res = await get(file, 'br');
      expect(res.status).toBe(status);
      expect(res.body.toString()).not.toContain('the app');
    }
  });
});
