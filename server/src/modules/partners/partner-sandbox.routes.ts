import { Router } from 'express';
import { sandboxSecurityHeaders } from '../../http/security-headers';

/**
 * GET /developers/sandbox: Apollo Sandbox on our /graphql with the partner's
 * key sent as `Authorization: Bearer …`. The key travels in the URL's
 * fragment (`#key=…`), which browsers never send to a server, so it appears in
 * no log; the page reads it and hands it to the embedded Sandbox.
 */
export function partnerSandboxRoutes(): Router {
  const router = Router();
  router.get('/developers/sandbox', sandboxSecurityHeaders, (_req, res) => {
    res.set('Cache-Control', 'no-store').type('html').send(SANDBOX_PAGE);
  });
  return router;
}

const SANDBOX_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Aurum Partner API — Apollo Sandbox</title>
<style>
  html, body { margin: 0; height: 100%; background: #0b0b0c; color: #f6f1e7; font-family: system-ui, sans-serif; }
  #sandbox { position: absolute; inset: 0; }
  .fallback { padding: 2rem; max-width: 40rem; line-height: 1.6; }
  a { color: #c6a15b; }
</style>
</head>
<body>
<div class="fallback">
  <h1>Apollo Sandbox</h1>
  <p>Apollo Sandbox loads from Apollo's servers; if it does not appear, you may be offline: <a href="/graphql">GraphiQL on /graphql</a> works without them. The endpoint is <code>/graphql</code>; send your key as <code>Authorization: Bearer &lt;key&gt;</code>. <a href="/developers">Back to the developer guide</a>.</p>
</div>
<div id="sandbox"></div>
<script src="https://embeddable-sandbox.cdn.apollographql.com/_latest/embeddable-sandbox.umd.production.min.js"></script>
<script>
  var key = new URLSearchParams(window.location.hash.slice(1)).get('key') || '';
  if (window.EmbeddedSandbox) {
    new window.EmbeddedSandbox({
      target: '#sandbox',
      initialEndpoint: window.location.origin + '/graphql',
      endpointIsEditable: false,
      includeCookies: false,
      initialState: {
        document: '# Ten watches with their brand and price\\nquery Watches {\\n  products(filter: { category: WATCHES }, page: { limit: 10 }) {\\n    totalCount\\n    items { id name brand price { formatted } }\\n  }\\n}\\n',
        sharedHeaders: key ? { Authorization: 'Bearer ' + key } : {},
        pollForSchemaUpdates: false,
      },
    });
  }
</script>
</body>
</html>`;
