import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductArtInput } from '../../media-art/product-art.js';
import { createProductImageService, PRODUCT_IMAGE_WIDTHS } from './product-image.service.js';
import { DIVER, BLAZER } from '../../test/product-art-samples';

describe('createProductImageService', () => {
  let dir: string;
  let lookups: string[];
  const catalogue = new Map<string, ProductArtInput>([
    [DIVER.sku, DIVER],
    [BLAZER.sku, BLAZER],
    ['odd/../sku ü', { ...BLAZER, sku: 'odd/../sku ü' }],
  ]);
  const findArt = async (sku: string) => {
    lookups.push(sku);
    return catalogue.get(sku) ?? null;
  };

  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'aurum-media-')), 'cache');
    lookups = [];
  });
  afterEach(async () => {
    await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('renders WebP at each allowed width', async () => {
    const service = createProductImageService({ findArt, cacheDir: dir });
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const image = await service.getImage(DIVER.sku, 0, width, 'webp');
      expect(image?.contentType).toBe('image/webp');
      const meta = await sharp(image!.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width });
    }
  });

  it('serves SVG sized to the requested width', async () => {
    const service = createProductImageService({ findArt, cacheDir: dir });
    const image = await service.getImage(BLAZER.sku, 2, 320, 'svg');
    expect(image?.contentType).toBe('image/svg+xml');
    const svg = image!.body.toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*width="320" height="320"/);
    expect((await sharp(image!.body).metadata()).width).toBe(320);
  });

  it('reads the second request from the disk cache', async () => {
    const service = createProductImageService({ findArt, cacheDir: dir });
    const first = await service.getImage(DIVER.sku, 1, 640, 'webp');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^AUR-W-0001-.+-v1-w640\.webp$/);

    // Replace the cached bytes: if the service re-rendered we would not see them.
    const marker = Buffer.from('cached-bytes');
    await writeFile(path.join(dir, files[0]!), marker);
    const second = await service.getImage(DIVER.sku, 1, 640, 'webp');
    expect(second!.body.equals(marker)).toBe(true);
    expect(second!.etag).toBe(first!.etag);

    // A second process sharing the directory uses the same file.
    const other = createProductImageService({ findArt, cacheDir: dir });
    expect((await other.getImage(DIVER.sku, 1, 640, 'webp'))!.body.equals(marker)).toBe(true);
  });

  it('keys cache files and ETags on the product attributes', async () => {
    const service = createProductImageService({ findArt, cacheDir: dir });
    const before = await service.getImage(DIVER.sku, 0, 320, 'webp');
    catalogue.set(DIVER.sku, { ...DIVER, dialColor: 'Green' });
    try {
      const after = await service.getImage(DIVER.sku, 0, 320, 'webp');
      expect(after!.etag).not.toBe(before!.etag);
      expect(after!.body.equals(before!.body)).toBe(false);
      expect(await readdir(dir)).toHaveLength(2);
    } finally {
      catalogue.set(DIVER.sku, DIVER);
    }
  });

  it('gives distinct ETags per view, width and format', async () => {
    const service = createProductImageService({ findArt, cacheDir: dir });
    const tags = new Set<string>();
    for (const [view, width, format] of [
      [0, 640, 'webp'],
      [1, 640, 'webp'],
      [0, 320, 'webp'],
      [0, 640, 'svg'],
    ] as const) {
      tags.add((await service.resolve(DIVER.sku, view, width, format))!.etag);
    }
    expect(tags.size).toBe(4);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('sanitises SKUs for file names', async () => {
    const service = createProductImageService({ findArt, cacheDir: dir });
    await service.getImage('odd/../sku ü', 0, 320, 'webp');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^odd____sku__-[A-Za-z0-9_-]+-v0-w320\.webp$/);
    expect((await stat(path.join(dir, files[0]!))).isFile()).toBe(true);
  });

  it('returns null for unknown SKUs and views without rendering', async () => {
    const service = createProductImageService({ findArt, cacheDir: dir });
    expect(await service.getImage('NOPE', 0, 640, 'webp')).toBeNull();
    expect(await service.getImage(DIVER.sku, 4, 640, 'webp')).toBeNull();
    expect(await service.getImage(DIVER.sku, -1, 640, 'webp')).toBeNull();
    await expect(readdir(dir)).rejects.toThrow();
  });

  it('rejects widths outside the allowed set', async () => {
    const service = createProductImageService({ findArt, cacheDir: dir });
    await expect(service.getImage(DIVER.sku, 0, 500, 'webp')).rejects.toThrow(RangeError);
  });

  it('still serves images when the cache directory cannot be written', async () => {
    const blocker = path.join(path.dirname(dir), 'not-a-dir');
    await writeFile(blocker, 'x');
    const errors: unknown[] = [];
    const service = createProductImageService({ findArt, cacheDir: path.join(blocker, 'cache'), onCacheError: (e) => errors.push(e) });
    const image = await service.getImage(DIVER.sku, 0, 320, 'webp');
    expect((await sharp(image!.body).metadata()).width).toBe(320);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('shares one render between concurrent requests', async () => {
    const service = createProductImageService({ findArt, cacheDir: dir });
    const images = await Promise.all(Array.from({ length: 5 }, () => service.getImage(BLAZER.sku, 3, 320, 'webp')));
    for (const image of images) expect(image!.body.equals(images[0]!.body)).toBe(true);
    const files = (await readdir(dir)).filter((f) => !f.endsWith('.tmp'));
    expect(files).toHaveLength(1);
  });
});
