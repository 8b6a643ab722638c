import 'reflect-metadata';
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestContext } from './common/context';
import compression from 'compression';
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';
import { createApolloServer } from './graphql/apollo';
import { getSchema } from './graphql/schema';
import { rejectDeepDocuments } from './graphql/request-guards';
import { graphqlHttpErrorHandler, restErrorHandler, unknownApiRoute } from './http/error-handler';
import { attachDependencies, requestContext } from './http/request-context';
import { marketplacePhotoRoutes, marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { rejectNulCharacters } from './http/reject-nul';
import { shopOriginGuard } from './http/same-origin';
import { createPageHtml } from './http/page-html';
import { pageStatus } from './http/page-status';
import { CatalogueCache } from './modules/catalog/catalogue-cache';
import { CatalogueEngine } from './modules/catalog/engine/catalogue-engine';
import { sandboxSecurityHeaders, shopSecurityHeaders, subresourceSecurityHeaders } from './http/security-headers';
import { productRoutes } from './modules/catalog/product.routes';
import { healthRoutes } from './modules/health/health.routes';
import { monitoringRoutes } from './modules/monitoring/monitoring.routes';
import { accountDependencies } from './modules/accounts/account-settings';
import { authRoutes } from './modules/accounts/auth.routes';
import { comingSoonGate, comingSoonGraphqlGate, comingSoonIndexHtml } from './modules/accounts/coming-soon';
import { devOutboxPageGate, devOutboxRoutes } from './modules/messaging/dev-outbox.routes';
import { createMessaging } from './modules/messaging/messaging';
import { loadSessionUser } from './modules/accounts/session.middleware';
import { loadPartnerKey, partnerRestGate } from './modules/partners/partner-requests';
import { PartnerKeyCache } from './modules/partners/partner-key-cache';
import { PartnerUsageRecorder } from './modules/partners/partner-usage';
import { partnerSandboxRoutes } from './modules/partners/partner-sandbox.routes';
import { productArtSource } from './modules/product-images/product-art-source';
import { createProductImageRouter } from './modules/product-images/product-image.routes';
import { productPhotoRoutes, uploadedProductImageRoutes } from './modules/catalog/admin/product-photo.routes';
import { createFileStore } from './common/files/create-file-store';
import { marketRoutes } from './modules/market-signals/market.routes';
import { consultationRoutes } from './modules/consultation/consultation.routes';
import { JOB_POLL_MS, JobRunner } from './common/jobs/jobs';
import { escrowJobHandlers } from './modules/marketplace/escrow/escrow-jobs';
import { escrowRecurringJobs } from './modules/marketplace/escrow/escrow-reconciliation';
import { orderRecurringJobs } from './modules/orders/order-jobs';
import { escrowRoutes } from './modules/marketplace/escrow/escrow.routes';
import { createOrderDependencies } from './modules/orders/order-dependencies';
import { paymentRoutes } from './modules/orders/payment.routes';
import { builtAssets } from './http/built-assets';
import { supportRoutes } from './modules/support/support.routes';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { createPaymentDependencies } from './modules/payments/payment-dependencies';
import { SHOP_ORDER_KIND } from './modules/payments/payment-events';
import { applyPaymentEvent } from './modules/orders/order-payments';
import { applyEscrowPaymentEvent, MARKETPLACE_ORDER_KIND } from './modules/marketplace/escrow/escrow-payments';

export const JSON_BODY_LIMIT = '100kb';

export interface AppHandle {
  app: Express;
  catalogueEngine?: CatalogueEngine;
  /** This process's live partner keys (for tests of revocation). */
  partnerKeyCache: PartnerKeyCache;
  stop(): Promise<void>;
}

/** Builds the express app: security headers, /graphql, /api, images and the SPA, on one port. */
export async function createApp(config: AppConfig, orm: MikroORM): Promise<AppHandle> {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (issue 31); by default from nobody.
  app.set('trust proxy', config.trustProxy.length > 0 ? config.trustProxy : false);
  app.use(compression());
  // URL and headers of every path (images too); bodies once parsed, below.
  app.use(rejectNulCharacters);
  const catalogueCache = new CatalogueCache({ maxEntries: config.catalogueCacheEntries, ttlMs: config.catalogueCacheSeconds * 1000 });
  const catalogueEngine = config.catalogueEngine
    ? new CatalogueEngine({
        connectionString: orm.config.get('clientUrl')!,
        countersSeconds: config.catalogueEngineCountersSeconds,
        catchUpMs: config.catalogueEngineCatchUpMs,
        log: (line) => console.log(`[aurum] ${line}`),
      })
    : undefined;
  catalogueEngine?.start();
  const messaging = createMessaging(config.messaging, orm);
  const payments = createPaymentDependencies(config, orm);
  const orders = createOrderDependencies(config, messaging.dependencies, payments);
  payments.events.handle(SHOP_ORDER_KIND, (em, event) => applyPaymentEvent(em, event, orders));
  payments.events.handle(MARKETPLACE_ORDER_KIND, (em, event) => applyEscrowPaymentEvent(em, event, orders));
  // The timers of every area, from the database: each process polls; a due job runs once.
  const files = createFileStore(config.fileStorage, orm);
  const partners = { keyCache: new PartnerKeyCache(orm.config.get('clientUrl')), usage: new PartnerUsageRecorder(orm, config.partnerUsageFlushMs) };
  partners.keyCache.start();
  partners.usage.start();
  const jobs = new JobRunner(orm, { ...escrowJobHandlers(orders) }, JOB_POLL_MS, {
    ...orderRecurringJobs(orm, orders, config.paymentReconcileSeconds),
    ...escrowRecurringJobs(orm, orders, config.paymentReconcileSeconds),
  });
  app.use(attachDependencies({ orm, catalogueCache, catalogueEngine, accounts: accountDependencies(config), orders, messaging: messaging.dependencies, files, partners }));
  app.use(['/graphql', '/api'], loadSessionUser, loadPartnerKey);
  if (config.comingSoon) app.use(comingSoonGate(config.env));

  const apollo = createApolloServer(await getSchema(), orm);
  if (config.comingSoon) apollo.addPlugin(comingSoonGraphqlGate);
  await apollo.start();
  const isSandboxPage = (req: express.Request) => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
  app.use('/graphql', (req, res, next) => (isSandboxPage(req) ? sandboxSecurityHeaders : shopSecurityHeaders)(req, res, next));
  app.use(
    '/graphql',
    express.json({ limit: JSON_BODY_LIMIT }),
    rejectNulCharacters,
    rejectDeepDocuments,
    expressMiddleware(apollo, { context: async ({ req }) => requestContext(req) }),
    graphqlHttpErrorHandler,
  );

  // The build's hashed files (precompressed) and the pictures: a subresource's headers, not a document's (issue 17).
  app.use(['/assets', '/images'], subresourceSecurityHeaders);
  app.use('/assets', builtAssets(path.join(config.clientDistDir, 'assets')));
  app.use(createProductImageRouter({ findArt: productArtSource(orm), cacheDir: config.imageCacheDir }));
  app.use(marketplacePhotoRoutes(files));
  app.use(uploadedProductImageRoutes(files));
  app.use(shopSecurityHeaders);
  const api = express.Router();
  api.use(partnerRestGate);
  // CSRF: a cookie-authenticated POST/PUT/PATCH/DELETE comes from the shop's origin or carries the CSRF header.
  api.use(shopOriginGuard(config));
  // Before the shared JSON parser: monitoring reads its bodies itself (8 KB, text/plain beacons too), after its rate limit.
  api.use(monitoringRoutes());
  // Also before it: Stripe signs the raw bytes of a webhook.
  api.use(stripeWebhookRoutes(payments));
  api.use(express.json({ limit: JSON_BODY_LIMIT }), rejectNulCharacters);
  api.use(healthRoutes(catalogueEngine));
  api.use(productRoutes());
  api.use(paymentRoutes());
  api.use(authRoutes());
  api.use(marketRoutes());
  api.use(consultationRoutes());
  api.use(supportRoutes(files));
  api.use(marketplaceRoutes(files));
  api.use(productPhotoRoutes(files));
  api.use(escrowRoutes(files));
  if (config.env === 'development') api.use(devOutboxRoutes());
  api.use(unknownApiRoute);
  api.use(restErrorHandler);
  app.use('/api', api);

  app.use(partnerSandboxRoutes());
  if (config.env === 'development') app.use(devOutboxPageGate());
  serveClient(app, config.clientDistDir, config.comingSoon, apollo);
  app.use(restErrorHandler);

  messaging.start();
  if (config.env !== 'test') jobs.start();
  return {
    app,
    catalogueEngine,
    partnerKeyCache: partners.keyCache,
    stop: async () => {
      await catalogueEngine?.stop();
      await jobs.stop();
      await messaging.stop();
      await apollo.stop();
      await partners.keyCache.stop();
      await partners.usage.stop();
      await files.close();
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
