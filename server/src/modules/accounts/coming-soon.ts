import type { ApolloServerPlugin } from '@apollo/server';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { readFileSync } from 'node:fs';
import type { RequestContext } from '../../common/request-context';
import { ERROR_STATUS, errorBody } from '../../common/errors';
import { requestContext } from '../../http/request-context';
import { shopSecurityHeaders } from '../../http/security-headers';
import { loadSessionUser } from './session.middleware';

/** The flag the SPA reads before routing; a meta tag, because the CSP allows no inline script. */
export const COMING_SOON_META = '<meta name="aurum-coming-soon" content="true">';

/**
 * index.html marked for coming-soon mode (COMING_SOON=true): the SPA then
 * shows the coming-soon page on every path but /admin/login, unless the
 * signed-in user is an admin.
 */
export function comingSoonIndexHtml(indexFile: string): string {
  return readFileSync(indexFile, 'utf8').replace('<head>', `<head>\n    ${COMING_SOON_META}`);
}

export const COMING_SOON_MESSAGE = 'Aurum opens soon. Only the launch sign-up and admin sign-in are available.';

/**
 * What a non-admin may call in coming-soon mode: the coming-soon page (launch
 * sign-up), the admin sign-in with the SPA's "who am I", health checks,
 * monitoring beacons and Stripe's server-to-server webhook.
 */
const OPEN_API = new Set([
  'POST /auth/login',
  'POST /auth/logout',
  'GET /auth/me',
  'POST /newsletter/subscribe',
  'GET /health',
  'POST /analytics/web-vitals',
  'POST /logs/client-error',
  'POST /stripe/webhook',
]);
const DEV_API = new Set(['GET /dev/outbox']);
const OPEN_GRAPHQL_FIELDS = new Set(['me', 'login', 'adminLogin', 'logout', '__typename', '__schema', '__type']);

const isAdmin = (context: RequestContext) => context.user?.isAdmin === true;

/**
 * Closes /api and product images to non-admins in coming-soon mode (the SPA
 * gate alone would leave the shop open to curl). Mounted after loadSessionUser.
 */
export function comingSoonGate(env: string): Router {
  const open = (req: Request) => {
    const call = `${req.method} ${req.baseUrl === '/api' ? req.path : ''}`;
    return OPEN_API.has(call) || call.startsWith('GET /health/') || (env === 'development' && DEV_API.has(call));
  };
  const router = Router();
  // Images are not behind loadSessionUser otherwise: only coming-soon mode pays for the session lookup.
  router.use('/images/products', loadSessionUser);
  router.use(['/api', '/images/products'], (req: Request, res: Response, next: NextFunction) => {
    if (isAdmin(requestContext(req)) || open(req)) return next();
    // Answered before the app's own security headers are set; no-store so no cache serves the refusal to an admin.
    shopSecurityHeaders(req, res, () => {
      res.status(ERROR_STATUS.COMING_SOON).set('Cache-Control', 'no-store').json(errorBody('COMING_SOON', COMING_SOON_MESSAGE));
    });
  });
  return router;
}

/** Every field name at the operation's root, through inline fragments and fragment spreads; aliases do not hide the name. */
function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldNames(document, selection.selectionSet, seen);
    const name = selection.name.value;
    if (seen.has(name)) return [];
    seen.add(name);
    const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
    // An unknown fragment never passes validation; refuse rather than guess.
    return fragment?.kind === Kind.FRAGMENT_DEFINITION ? rootFieldNames(document, fragment.selectionSet, seen) : [`...${name}`];
  });
}

/** GraphQL side of the gate: runs after APQ lookup and validation, so every executed operation is checked. */
export const comingSoonGraphqlGate: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, document, operation }) {
        if (isAdmin(contextValue)) return;
        if (operation && rootFieldNames(document, operation.selectionSet).every((name) => OPEN_GRAPHQL_FIELDS.has(name))) return;
        throw new GraphQLError(COMING_SOON_MESSAGE, {
          extensions: { code: 'COMING_SOON', http: { status: ERROR_STATUS.COMING_SOON } },
        });
      },
    };
  },
};
