import 'reflect-metadata';
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Express, type RequestHandler } from 'express';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppDependencies, ModuleRoutes, ModuleRuntime } from './common/app-module';
import { UserEventBus } from './common/events/user-events';
import { createFileStore } from './common/files/create-file-store';
import { JOB_POLL_MS, JobRunner } from './common/jobs/jobs';
import type { RequestContext } from './common/request-context';
import { serviceBuilder } from './common/services';
import type { AppConfig } from './config';
import { createApolloServer } from './graphql/apollo';
import { fastListing } from './graphql/fast-listing/fast-listing';
import { PersistedQueryStore } from './graphql/persisted-queries/persisted-query-store';
import { badInputStatusPlugin } from './graphql/bad-input-status';
import { EXPLORER_HTML_FILE, explorerPage } from './graphql/explorer-page';
import { rejectDeepDocuments } from './graphql/request-guards';
import { partnerSchema, printPartnerSchema } from './graphql/partner-schema';
import { getSchema } from './graphql/schema';
import { builtAssets } from './http/built-assets';
import { graphqlHttpErrorHandler, restErrorHandler, unknownApiRoute } from './http/error-handler';
import { createPageHtml } from './http/page-html';
import { pageStatus } from './http/page-status';
import { rejectNulCharacters } from './http/reject-nul';
import { attachRequestContext, requestContext, requestContextFactory } from './http/request-context';
import { responseCompression } from './http/response-compression';
import { shopOriginGuard, shopOrigins } from './http/same-origin';
import { clientAddressOf, graphqlSubscriptionServer } from './http/graphql-subscriptions';
import { shopSecurityHeaders, subresourceSecurityHeaders } from './http/security-headers';
import { MODULES } from './modules';
import { comingSoonGate, comingSoonGraphqlGate, comingSoonIndexHtml } from './modules/accounts/coming-soon';
import { signedInContext } from './modules/accounts/session.middleware';
import { liveSessionIds } from './modules/accounts/session.service';
import type { CatalogueEngine } from './modules/catalog/engine/catalogue-engine';
import { PARTNER_ROOT_FIELDS } from './modules/partners/partner-access';
import type { PartnerKeyCache } from './modules/partners/partner-key-cache';

export const JSON_BODY_LIMIT = '100kb';

export interface AppHandle {
  app: Express;
  /**
   * What the HTTP server runs: the web app's anonymous persisted listing answered in front of express
   * (graphql/fast-listing), everything else by the app.
   */
  listener: http.RequestListener;
  catalogueEngine?: CatalogueEngine;
  /** This process's live partner keys (for tests of revocation). */
  partnerKeyCache: PartnerKeyCache;
  /** The HTTP server's `upgrade` listener: GraphQL subscriptions over WebSocket on /graphql. */
  upgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  stop(): Promise<void>;
}

/**
 * The composition root: sets up every module (server/src/modules.ts) in order, then builds the express app on
 * one port: security headers, /graphql, /api, pictures and the SPA, with each module's routes in their place.
 */
export async function createApp(config: AppConfig, orm: MikroORM): Promise<AppHandle> {
  const userEvents = new UserEventBus(orm.config.get('clientUrl'));
  const dependencies = { orm, config, files: createFileStore(config.fileStorage, orm), userEvents } as AppDependencies;
  const runtimes: ModuleRuntime[] = MODULES.map((module) => module.setup?.(dependencies) ?? {});
  const routes = (slot: keyof ModuleRoutes): RequestHandler[] => runtimes.flatMap((runtime) => runtime.routes?.[slot] ?? []);
  // The timers of every module, from the database: each process polls; a due job runs once.
  const jobs = new JobRunner(
    orm,
    Object.assign({}, ...runtimes.map((runtime) => runtime.jobs?.handlers ?? {})),
    JOB_POLL_MS,
    Object.assign({}, ...runtimes.map((runtime) => runtime.jobs?.recurring ?? {})),
  );
  const createContext = requestContextFactory(orm, serviceBuilder(runtimes.map((runtime) => runtime.services ?? {})));

  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (issue 31); by default from nobody.
  app.set('trust proxy', config.trustProxy.length > 0 ? config.trustProxy : false);
  app.use(responseCompression());
  // URL and headers of every path (images too); bodies once parsed, below.
  app.use(rejectNulCharacters);
  app.use(attachRequestContext(createContext));
  app.use(['/graphql', '/api'], ...routes('identify'));
  if (config.comingSoon) app.use(comingSoonGate(config.env));

  const schema = await getSchema();
  const persistedQueries = new PersistedQueryStore(orm);
  const apollo = createApolloServer(schema, orm, [], persistedQueries);
  const subscriptions = graphqlSubscriptionServer({
    schema,
    allowedOrigins: shopOrigins(config),
    signedInContext: signedInContext(createContext),
    clientAddress: clientAddressOf(app),
    onSessionEnded: (listener) => userEvents.onSessionEnded(listener),
    liveSessions: (ids) => liveSessionIds(orm.em.fork(), ids),
  });
  // Requests with a partner key run against the partner schema: the rest of the shop's API is not there for them.
  const partners = partnerSchema(schema, PARTNER_ROOT_FIELDS);
  const partnerApollo = createApolloServer(partners, orm, [badInputStatusPlugin()]);
  const partnerSdl = printPartnerSchema(partners);
  for (const server of [apollo, partnerApollo]) {
    if (config.comingSoon) server.addPlugin(comingSoonGraphqlGate);
    await server.start();
  }
  const shopGraphql = expressMiddleware(apollo, { context: async ({ req }) => requestContext(req) });
  const partnerGraphql = expressMiddleware(partnerApollo, { context: async ({ req }) => requestContext(req) });
  // A browser opening /graphql gets the API explorer (GraphiQL, built by the shop); everything else is GraphQL.
  app.use('/graphql', explorerPage(config.clientDistDir), shopSecurityHeaders);
  // The explorer's built file is in the client folder the shop serves: one address for it, /graphql.
  app.get(`/${EXPLORER_HTML_FILE}`, (_req, res) => res.redirect(301, '/graphql'));
  app.use(
    '/graphql',
    express.json({ limit: JSON_BODY_LIMIT }),
    rejectNulCharacters,
    rejectDeepDocuments,
    ((req, res, next) => (requestContext(req).partner ? partnerGraphql : shopGraphql)(req, res, next)) satisfies RequestHandler,
    graphqlHttpErrorHandler,
  );

  // The build's hashed files (precompressed) and the pictures: a subresource's headers, not a document's (issue 17).
  app.use(['/assets', '/images'], subresourceSecurityHeaders);
  app.use('/assets', builtAssets(path.join(config.clientDistDir, 'assets')));
  for (const handler of routes('files')) app.use(handler);
  app.use(shopSecurityHeaders);
  // The partner schema as SDL, for codegen and clients (the same on every process of one build).
  app.get('/developers/schema.graphql', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('text/plain').send(partnerSdl);
  });

  const api = express.Router();
  for (const handler of routes('apiGate')) api.use(handler);
  // CSRF: a cookie-authenticated POST/PUT/PATCH/DELETE comes from the shop's origin or carries the CSRF header.
  api.use(shopOriginGuard(config));
  for (const handler of routes('rawApi')) api.use(handler);
  api.use(express.json({ limit: JSON_BODY_LIMIT }), rejectNulCharacters);
  for (const handler of routes('api')) api.use(handler);
  api.use(unknownApiRoute);
  api.use(restErrorHandler);
  app.use('/api', api);

  for (const handler of routes('pages')) app.use(handler);
  serveClient(app, config.clientDistDir, config.comingSoon, apollo);
  app.use(restErrorHandler);

  const fastPath = fastListing({
    app,
    schema,
    engine: dependencies.catalogueEngine,
    persistedQueries,
    createContext,
    enabled: config.listingFastPath && !config.comingSoon,
  });
  const listener: http.RequestListener = (req, res) => {
    fastPath(req, res).then(
      (answered) => answered || app(req, res),
      (error) => (res.headersSent ? res.destroy(error as Error) : app(req, res)),
    );
  };

  for (const runtime of runtimes) runtime.start?.();
  if (config.env !== 'test') jobs.start();
  await userEvents.start();
  return {
    app,
    listener,
    upgrade: subscriptions.handleUpgrade,
    catalogueEngine: dependencies.catalogueEngine,
    partnerKeyCache: dependencies.partnerKeyCache,
    stop: async () => {
      await subscriptions.close();
      await userEvents.stop();
      await jobs.stop();
      for (const runtime of [...runtimes].reverse()) await runtime.stop?.();
      await Promise.all([apollo.stop(), partnerApollo.stop()]);
      await dependencies.files.close();
    },
  };
}

/**
 * The built SPA (its hashed assets are served earlier, by builtAssets): index.html never cached, every other
 * path falls back to it, with the first screen's data and chunk preloads for the main pages (http/page-html.ts).
 */
function serveClient(app: Express, distDir: string, comingSoon: boolean, apollo: ApolloServer<RequestContext>) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const comingSoonHtml = comingSoon ? comingSoonIndexHtml(indexFile) : null;
  const pageHtml = createPageHtml(distDir, apollo);
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get('/{*splat}', async (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache');
    if (comingSoonHtml) return res.type('html').send(comingSoonHtml);
    const [status, html] = await Promise.all([pageStatus(req), pageHtml(req)]);
    res.status(status).type('html').send(html);
  });
}
