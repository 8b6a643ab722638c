import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'aurum-precompress-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const script = 'export const greeting = "Aurum";\n'.repeat(200);

describe('precompressed assets', () => {
  it('writes a brotli and a gzip copy that decompress to the very bytes of the file', async () => {
    await writeFile(path.join(dir, 'app-1.js'), script);
    expect(await precompressDirectory(dir)).toBe(1);
    expect(zlib.brotliDecompressSync(await readFile(path.join(dir, 'app-1.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(await readFile(path.join(dir, 'app-1.js.gz'))).toString()).toBe(script);
    // At quality 11 brotli beats the gzip a server would make on the fly.
    expect((await readFile(path.join(dir, 'app-1.js.br'))).length).toBeLessThan(zlib.gzipSync(script).length);
  });

  it('leaves out files under 1 KB, compressed formats and anything compression would not shrink', async () => {
    await writeFile(path.join(dir, 'tiny.js'), 'x'.repeat(1023));
    await writeFile(path.join(dir, 'font.woff2'), script);
    await writeFile(path.join(dir, 'noise.css'), randomBytes(4096));
    await writeFile(path.join(dir, 'edge.js'), 'y'.repeat(1024));
    await precompressDirectory(dir);
    const names = (await readdir(dir)).sort();
    expect(names).toEqual(['edge.js', 'edge.js.br', 'edge.js.gz', 'font.woff2', 'noise.css', 'tiny.js']);
  });

  it('compresses only the files named when a second build shares the folder', async () => {
    await writeFile(path.join(dir, 'shop-1.js'), script);
    await writeFile(path.join(dir, 'explorer-2.js'), script);
    expect(await precompressDirectory(dir, new Set(['explorer-2.js']))).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['explorer-2.js', 'explorer-2.js.br', 'explorer-2.js.gz', 'shop-1.js']);
  });
});
