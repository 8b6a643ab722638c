import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import { Kind, parse, visit, type DocumentNode, type FieldNode } from 'graphql';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_QUERIES } from '@aurum/rules/page-data/page-queries';
import { pagePlan, type PageOperation } from '@aurum/rules/page-data/page-plan';
import { createApolloCache } from '@aurum/rules/page-data/apollo-cache';
import { PAGE_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE, type PageDataBlock } from '@aurum/rules/page-data/first-screen';
import type { RequestContext } from '../common/request-context';
import { requestContext } from './request-context';
import { TAP_RECORDER_ELEMENT } from './tap-recorder';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** One first-screen query answered in-process. */
interface Answer {
  name: string;
  document: DocumentNode;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** client/src/entry-server.tsx, built by `vite build --ssr` into client/dist-ssr. */
type RenderPage = (
  origin: string,
  url: string,
  block: PageDataBlock,
  onError: (error: unknown) => void,
) => Promise<{ html: string; styles: string } | null>;

/** The server render of the client, when it was built (`npm run build`); without it pages are rendered in the browser only. */
export async function loadPageRenderer(distDir: string): Promise<RenderPage | null> {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

const ROOT = '<div id="root"></div>';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** The document as Apollo Client sends it: `__typename` in every selection set below the root, so the cache can normalise the answer. */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
}

/** The first-screen queries, parsed once, as the client sends them. */
const DOCUMENTS = Object.fromEntries(Object.entries(PAGE_QUERIES).map(([name, text]) => [name, withTypenames(parse(text))]));

/** JSON safe inside a `<script>` element: no `<`, `>` or `&` can end it or open a comment, and no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The built files a source module needs, dependencies first: every chunk it statically imports (theirs before
 * them), then its own. The boot script evaluates them in this order, one a task (client/src/boot.ts).
 */
function chunkFiles(manifest: Manifest, source: string, into = new Set<string>(), seen = new Set<string>()): Set<string> {
  const chunk = manifest[source];
  if (!chunk || seen.has(source)) return into;
  seen.add(source);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into, seen);
  into.add(chunk.file);
  return into;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** index.html as server-rendered pages send it, and the modules its boot script loads (the entry first, then the chunks it evaluates before it). */
export interface BootTemplate {
  html: string;
  modules: string[];
}

/**
 * A server-rendered page shows its first screen before any script runs, so its scripts wait for that first
 * paint: the HTML, the CSS and the largest image get the phone's bandwidth first. The template's entry
 * script and module preloads give way to client/src/boot.ts, the page's only script, which loads the
 * modules listed in <meta name="aurum-module"> elements once the page has painted. `entryChunks` are the
 * entry's chunks, dependencies first (chunkFiles), so that they can be evaluated in that order. Worked out once per
 * process; null when the template has no entry script.
 */
export function bootTemplate(template: string, bootFile: string, entryChunks: string[] = []): BootTemplate | null {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return null;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  // The entry's chunks in the manifest's order (dependencies first) where known, else the template's.
  const modules = [entry, ...entryChunks.filter((file) => file !== entry), ...preloads];
  const html = template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="/${bootFile}"></script>\n    `);
  return { html, modules: [...new Set(modules)] };
}

const moduleMeta = (href: string) => `<meta name="aurum-module" content="${href}">`;
const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
const withHead = (html: string, head: string[]) => html.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);

function reportRenderError(error: unknown) {
  console.error('[aurum] server render failed; the page is rendered in the browser', error);
}

/**
 * index.html for a page request (issue 17, "data with the page"): the first
 * screen's GraphQL answers inlined for the Apollo cache, run in-process as an
 * anonymous visitor (page requests carry no session), and modulepreload links
 * for the page's chunks. A query that fails is left out: the page fetches it.
 * When every answer is in and the server render was built, the first screen
 * itself is rendered here (client/src/entry-server.tsx) for the browser to
 * hydrate, and the scripts start after the first paint (bootTemplate); until
 * they have taken it over, taps and shortcut keys are recorded for them
 * (tap-recorder.ts).
 */
export function createPageHtml(distDir: string, apollo: ApolloServer<RequestContext>, renderer: Promise<RenderPage | null> = loadPageRenderer(distDir)) {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const bootFile = manifest['src/boot.ts']?.file;
  const entryChunks = [...chunkFiles(manifest, 'index.html')].map((file) => `/${file}`);
  const boot = bootFile ? bootTemplate(template, bootFile, entryChunks) : null;

  async function answer(req: Request, { name, variables }: PageOperation): Promise<Answer | null> {
    const document = DOCUMENTS[name];
    const response = await apollo.executeOperation({ query: document, variables }, { contextValue: requestContext(req) });
    if (response.body.kind !== 'single') return null;
    const { data, errors } = response.body.singleResult;
    return data && !errors?.length ? { name, document, variables, data } : null;
  }

  /**
   * The answers as they are, for the first screen to render from, and normalised by the client's own cache
   * (same type policies), so the browser only restores them for what comes next.
   */
  function dataBlock(answers: Answer[]): PageDataBlock {
    const cache = createApolloCache();
    for (const { document, variables, data } of answers) cache.writeQuery({ query: document, variables, data });
    return { operations: answers.map(({ name, variables, data }) => ({ name, variables, data })), cache: cache.extract() };
  }

  return async function pageHtml(req: Request): Promise<string> {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const plan = pagePlan(req.path, query);
    if (!plan) return template;
    const answers = (await Promise.all(plan.operations.map((operation) => answer(req, operation).catch(() => null)))).filter(
      (entry): entry is Answer => entry !== null,
    );
    const files = new Set<string>();
    for (const source of plan.modules) chunkFiles(manifest, source, files);
    const pageFiles = [...files].filter((file) => !template.includes(`/${file}"`)).map((file) => `/${file}`);
    const block = answers.length ? dataBlock(answers) : null;
    const data = block ? [`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(block)}</script>`] : [];
    // The first screen rendered here when every answer is in (else the browser renders it, as before).
    const render = await renderer;
    const origin = `${req.protocol}://${req.get('host')}`;
    const rendered = render && answers.length === plan.operations.length ? await render(origin, req.originalUrl, block ?? { operations: [], cache: {} }, reportRenderError) : null;
    const styles = rendered ? [rendered.styles] : [];
    const page =
      rendered && boot
        ? withHead(boot.html, [TAP_RECORDER_ELEMENT, ...[...boot.modules, ...pageFiles].map(moduleMeta), ...styles, ...data])
        : withHead(template, [...pageFiles.map(modulePreload), ...styles, ...data]);
    return rendered ? page.replace(ROOT, `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${rendered.html}</div>`) : page;
  };
}
