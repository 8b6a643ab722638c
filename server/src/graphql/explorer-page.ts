import type { Request, RequestHandler } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { explorerSecurityHeaders } from '../http/security-headers';

/** The explorer's page in the client build (client/vite.explorer.config.ts). */
export const EXPLORER_HTML_FILE = 'explorer.html';

/** Without a client build (a server-only checkout): where the explorer would be, and how to get it. No script. */
const NOT_BUILT_HTML = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Aurum API explorer — GraphiQL</title></head>
<body>
<main>
<h1>Aurum API explorer</h1>
<p>GraphiQL is part of the client build: run <code>npm run build</code>. The endpoint is <code>POST /graphql</code>; a partner sends its key as <code>Authorization: Bearer &lt;key&gt;</code>. <a href="/developers">The developer guide</a>.</p>
</main>
</body>
</html>
`;

/**
 * A browser opening /graphql: a GET of the path itself that prefers HTML and carries no operation. A GET with a
 * `query` (or a persisted query's `extensions`) stays a GraphQL request whatever its Accept header says.
 */
export function wantsExplorer(req: Request): boolean {
  if (req.method !== 'GET' || req.path !== '/') return false;
  if (req.query.query !== undefined || req.query.extensions !== undefined) return false;
  return req.accepts(['application/json', 'application/graphql-response+json', 'html']) === 'html';
}

/**
 * GET /graphql in a browser: GraphiQL as the shop built it (no CDN, nothing from another host), under its own
 * strict content security policy. Every other request goes on to GraphQL. The page is read once: the build does not
 * change while the process runs.
 */
export function explorerPage(clientDistDir: string): RequestHandler {
  const file = path.join(clientDistDir, EXPLORER_HTML_FILE);
  const html = existsSync(file) ? readFileSync(file, 'utf8') : NOT_BUILT_HTML;
  return (req, res, next) => {
    if (!wantsExplorer(req)) return next();
    explorerSecurityHeaders(req, res, () => {
      res.set('Cache-Control', 'no-cache').type('html').send(html);
    });
  };
}
