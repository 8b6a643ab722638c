import 'reflect-metadata';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';
import { createApolloServer } from './graphql/apollo';
import { getSchema } from './graphql/schema';
import { graphqlHttpErrorHandler, restErrorHandler, unknownApiRoute } from './http/error-handler';
import { attachDependencies, requestContext } from './http/request-context';
import { CatalogueCache } from './modules/catalog/catalogue-cache';
import { sandboxSecurityHeaders, shopSecurityHeaders } from './http/security-headers';
import { productRoutes } from './modules/catalog/product.routes';
import { healthRoutes } from './modules/health/health.routes';
import { productArtSource } from './modules/media/product-art-source';
import { createProductImageRouter } from './modules/media/product-image.routes';

export const JSON_BODY_LIMIT = '100kb';

export interface AppHandle {
  app: Express;
  stop(): Promise<void>;
}

/** Builds the express app: security headers, /graphql, /api, images and the SPA, on one port. */
export async function createApp(config: AppConfig, orm: MikroORM): Promise<AppHandle> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());
  const catalogueCache = new CatalogueCache({ maxEntries: config.catalogueCacheEntries, ttlMs: config.catalogueCacheSeconds * 1000 });
  app.use(attachDependencies({ orm, catalogueCache }));

  const apollo = createApolloServer(await getSchema());
  await apollo.start();
  const isSandboxPage = (req: express.Request) => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
  app.use('/graphql', (req, res, next) => (isSandboxPage(req) ? sandboxSecurityHeaders : shopSecurityHeaders)(req, res, next));
  app.use(
    '/graphql',
    express.json({ limit: JSON_BODY_LIMIT }),
    expressMiddleware(apollo, { context: async ({ req }) => requestContext(req) }),
    graphqlHttpErrorHandler,
  );

  app.use(shopSecurityHeaders);
  const api = express.Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(healthRoutes());
  api.use(productRoutes());
  api.use(unknownApiRoute);
  api.use(restErrorHandler);
  app.use('/api', api);

  app.use(createProductImageRouter({ findArt: productArtSource(orm), cacheDir: config.imageCacheDir }));
  serveClient(app, config.clientDistDir);
  app.use(restErrorHandler);

  return { app, stop: () => apollo.stop() };
}

/** The built SPA: hashed assets cached for a year, index.html never cached, every other path falls back to it. */
function serveClient(app: Express, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get('/{*splat}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
}
