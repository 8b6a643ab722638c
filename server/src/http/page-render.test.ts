import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { bootTemplate } from './page-html';
import { TAP_RECORDER_ELEMENT, TAP_RECORDER_SOURCE } from './tap-recorder';

const HEAD = '<script type="module" crossorigin src="/assets/index-a.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/shared-b.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-c.css">';
const INDEX_HTML = `<!doctype html><html><head><title>Aurum</title>${HEAD}</head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', imports: ['_shared-b.js'] },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  'src/boot.ts': { file: 'assets/boot-f.js' },
  'src/routes/product.tsx': { file: 'assets/product-g.js', imports: ['_detail-h.js', '_shared-b.js'] },
  '_detail-h.js': { file: 'assets/detail-h.js', imports: ['_shared-b.js'] },
  'src/lib/apollo-root.tsx': { file: 'assets/apollo-root-e.js' },
};
/**
 * Stands in for client/dist-ssr/entry-server.js (the real one is rendered in entry-server.test.tsx and in the
 * browser tests): it answers what it was asked, and fails for one URL, as a render that throws would.
 */
const RENDERER = `export async function renderPage(origin, url, block, onError) {
  if (url.includes('fail')) { onError(new Error('broken')); return null; }
  return { html: '<main>' + origin + ' ' + url + ' ' + Object.keys(block.cache.ROOT_QUERY).join(',') + '</main>', styles: '<style data-emotion="css x">.css-x{}</style>' };
}`;

let app: TestApp;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'aurum-render-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  app = await startTestApp({}, { overrides: { clientDistDir: dist, catalogueCacheSeconds: 0 } });
});

afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

const page = async (url: string) => (await app.fetch(url, { headers: { accept: 'text/html' } })).text();

describe('server-rendered first screen (issue 17)', () => {
  it('puts the render in #root, marked for hydration, its styles in <head>, and starts the scripts after the first paint', async () => {
    const html = await page('/product/1?ref=home');
    expect(html).toMatch(/<div id="root" data-server-rendered><main>http:\/\/127\.0\.0\.1:\d+ \/product\/1\?ref=home __typename,product\(\{"id":"1"\}\),similarProducts/);
    expect(html.indexOf('<style data-emotion="css x">')).toBeLessThan(html.indexOf('</head>'));
    // One script: boot. The entry and every chunk are listed for it: the entry first, then the chunks it evaluates
    // before the entry, each after the chunks it imports.
    expect(html.match(/<script type="module"/g)).toEqual(['<script type="module"']);
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-f.js"></script>');
    expect(html).not.toContain('rel="modulepreload"');
    const modules = [...html.matchAll(/<meta name="aurum-module" content="([^"]+)">/g)].map((match) => match[1]);
    // No Apollo client: the product page hydrates from its inlined answers (client/src/lib/first-screen-query.ts).
    expect(modules).toEqual(['/assets/index-a.js', '/assets/shared-b.js', '/assets/detail-h.js', '/assets/product-g.js']);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
  });

  it('records taps before hydration with exactly the inline script its CSP allows by hash, and no other (issue 35)', async () => {
    const response = await app.fetch('/product/1', { headers: { accept: 'text/html' } });
    const html = await response.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[0]);
    expect(inline).toEqual([TAP_RECORDER_ELEMENT]);
    // In the head, before the first paint and before any module.
    expect(html.indexOf(TAP_RECORDER_ELEMENT)).toBeLessThan(html.indexOf('<meta name="aurum-module"'));
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1].split(' ');
    expect(scriptSrc).toContain(TAP_RECORDER_SOURCE);
    expect(scriptSrc?.filter((source) => source.startsWith("'") && source !== "'self'")).toEqual([TAP_RECORDER_SOURCE]);
  });

  it('sends the page to be rendered in the browser, as before, when the server render fails', async () => {
    const html = await page('/product/1?fail');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).not.toContain('aurum-module');
    // Nothing to hydrate, nothing to record.
    expect(html).not.toContain(TAP_RECORDER_ELEMENT);
  });

  it('leaves pages without first-screen data to the browser', async () => {
    expect(await page('/about')).toBe(INDEX_HTML);
  });
});

describe('bootTemplate', () => {
  it("lists the entry's chunks dependencies first, as the manifest orders them, whatever the template's order", () => {
    const template = `<head>${HEAD}\n    <link rel="modulepreload" crossorigin href="/assets/runtime-r.js"></head>`;
    const boot = bootTemplate(template, 'assets/boot-f.js', ['/assets/runtime-r.js', '/assets/shared-b.js', '/assets/index-a.js']);
    expect(boot?.modules).toEqual(['/assets/index-a.js', '/assets/runtime-r.js', '/assets/shared-b.js']);
    expect(boot?.html).not.toContain('modulepreload');
  });

  it('has nothing to start in a page without an entry script', () => {
    expect(bootTemplate('<head></head>', 'assets/boot.js')).toBeNull();
  });
});
