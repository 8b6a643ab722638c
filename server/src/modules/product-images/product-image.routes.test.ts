import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductImageRouter } from './product-image.routes.js';
import { DIVER, BLAZER } from '../../test/product-art-samples';

describe('product image router', () => {
  let server: Server;
  let base: string;
  let dir: string;
  const errors: unknown[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'aurum-media-routes-'));
    const catalogue = new Map([
      [DIVER.sku, DIVER],
      [BLAZER.sku, BLAZER],
    ]);
    const app = express();
    app.use(
      createProductImageRouter({
        findArt: async (sku) => {
          if (sku === 'EXPLODE') throw new Error('database down');
          return catalogue.get(sku) ?? null;
        },
        cacheDir: dir,
        onError: (e) => errors.push(e),
      }),
    );
    app.get('/other', (_req, res) => {
      res.send('other');
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers });

  it('serves a WebP with long-lived cache headers', async () => {
    const res = await get(`/images/products/${DIVER.sku}/0.webp?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
  });

  it('defaults to 640 px', async () => {
    const res = await get(`/images/products/${BLAZER.sku}/1.webp`);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('serves SVG', async () => {
    const res = await get(`/images/products/${BLAZER.sku}/3.svg?w=960`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toMatch(/^<svg [^>]*width="960"/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`/images/products/${DIVER.sku}/2.webp?w=320`);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(`/images/products/${DIVER.sku}/2.webp?w=320`, { 'If-None-Match': header });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    }
    const stale = await get(`/images/products/${DIVER.sku}/2.webp?w=320`, { 'If-None-Match': '"stale"' });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it.each([
    ['/images/products/NO-SUCH-SKU/0.webp'],
    [`/images/products/${DIVER.sku}/4.webp`],
    [`/images/products/${DIVER.sku}/99.svg`],
    [`/images/products/${'X'.repeat(65)}/0.webp`],
  ])('404 JSON for %s', async (p) => {
    const res = await get(p);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Image not found' } });
  });

  it.each([
    [`/images/products/${DIVER.sku}/0.webp?w=500`, 'w'],
    [`/images/products/${DIVER.sku}/0.webp?w=abc`, 'w'],
    [`/images/products/${DIVER.sku}/0.webp?w=320&w=640`, 'w'],
    [`/images/products/${DIVER.sku}/0.webp?w=`, 'w'],
    [`/images/products/${DIVER.sku}/0.png`, 'file'],
    [`/images/products/${DIVER.sku}/front.webp`, 'file'],
    [`/images/products/${DIVER.sku}/-1.webp`, 'file'],
    [`/images/products/${DIVER.sku}/0.webp.exe`, 'file'],
  ])('400 JSON for %s naming %s', async (p, param) => {
    const res = await get(p);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toContain(param);
  });

  it('answers a malformed escape in the SKU with JSON, not an HTML stack trace', async () => {
    const res = await get('/images/products/%E0%A4%A/0.webp');
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).error.code).toBe('BAD_REQUEST');
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('hides internal failures behind a generic 500', async () => {
    const res = await get('/images/products/EXPLODE/0.webp');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'Image could not be produced' } });
    expect(text).not.toContain('database down');
    expect(errors.length).toBeGreaterThan(0);
  });

  it('leaves other routes alone', async () => {
    const res = await get('/other');
    expect(await res.text()).toBe('other');
  });
});
