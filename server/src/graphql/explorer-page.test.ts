import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

/** The explorer's page as Vite writes it (client/vite.explorer.config.ts): its script, a preload and its stylesheet. */
const EXPLORER_HTML = `<!doctype html>
<html lang="en-GB"><head><meta charset="UTF-8" /><title>Aurum API explorer — GraphiQL</title>
<script type="module" crossorigin src="/assets/explorer-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">
<link rel="stylesheet" crossorigin href="/assets/explorer-c3.css">
</head><body class="graphiql-dark"><div id="explorer"></div></body></html>`;
const ASSETS = { 'explorer-a1.js': 'export {};\n', 'runtime-b2.js': 'export {};\n', 'explorer-c3.css': 'body{}\n' };

/** Every address the page loads (src and href), whatever the attribute order. */
function referencedAddresses(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
}

function cspDirectives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the API explorer at /graphql', () => {
  let app: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'aurum-explorer-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'explorer.html'), EXPLORER_HTML);
    for (const [name, text] of Object.entries(ASSETS)) await writeFile(path.join(distDir, 'assets', name), text);
    app = await startTestApp({}, { overrides: { clientDistDir: distDir } });
  });

  afterAll(async () => {
    await app?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves the built GraphiQL page to a browser, loading only files of this origin that the shop serves', async () => {
    const response = await app.fetch('/graphql', { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toBe(EXPLORER_HTML);
    const addresses = referencedAddresses(html);
    expect(addresses).toEqual(['/assets/explorer-a1.js', '/assets/runtime-b2.js', '/assets/explorer-c3.css']);
    for (const address of addresses) {
      // Root-relative: no scheme, no host, no protocol-relative //host.
      expect(address).toMatch(/^\/[^/]/);
      const asset = await app.fetch(address);
      expect(asset.status, address).toBe(200);
    }
  });

  it('has one address: the built file itself redirects to /graphql', async () => {
    const response = await app.fetch('/explorer.html', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/graphql');
  });

  it('puts the page under a CSP that allows this origin only: no CDN, no eval, no inline script', async () => {
    const response = await app.fetch('/graphql', { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy');
    const directives = cspDirectives(csp);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/https?:|\*/);
  });

  it('still answers a GET with a query as GraphQL, even from a browser', async () => {
    const response = await app.fetch(`/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: BROWSER_ACCEPT, 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ __typename: 'Query' });
    // The shop's headers, not the explorer's page policy.
    expect(response.headers.get('content-security-policy')).toContain('https://js.stripe.com');
  });

  it('answers a GET without a query from a non-browser as GraphQL (a 400), never with the page', async () => {
    const response = await app.fetch('/graphql', { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).not.toContain('<html');
  });

  it('leaves POSTs to GraphQL', async () => {
    const { status, body } = await app.graphql('{ __typename }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ __typename: 'Query' });
  });
});

describe('the API explorer without a client build', () => {
  let app: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'aurum-no-explorer-'));
    app = await startTestApp({}, { overrides: { clientDistDir: distDir } });
  });

  afterAll(async () => {
    await app?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('says how to build it, with no script and nothing from another host', async () => {
    const response = await app.fetch('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('GraphiQL is part of the client build: run <code>npm run build</code>.');
    expect(html).not.toContain('<script');
    expect(referencedAddresses(html)).toEqual(['/developers']);
  });
});
