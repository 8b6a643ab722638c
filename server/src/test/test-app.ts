import type { MikroORM } from '@mikro-orm/postgresql';
import type { CatalogueEngine } from '../modules/catalog/engine/catalogue-engine';
import type { PartnerKeyCache } from '../modules/partners/partner-key-cache';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { createApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  orm: MikroORM;
  baseUrl: string;
  /** The shop's own origin (PUBLIC_URL's): what a browser on the shop's pages sends as `Origin`. */
  origin: string;
  /** The in-memory catalogue engine, when started with CATALOGUE_ENGINE=true (ready before this resolves). */
  catalogueEngine?: CatalogueEngine;
  /** This process's live partner keys. */
  partnerKeyCache: PartnerKeyCache;
  /** fetch against the running app; relative paths. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POST a GraphQL operation with the headers a browser client sends. */
  graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: { data?: T; errors?: any } }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Share one database between two apps (two server processes); a private one otherwise. */
  database?: TestDatabase;
  /** Settings that have no variable (e.g. the folder of a built client). */
  overrides?: Partial<AppConfig>;
}

/** The real app listening on a free loopback port; `environment` adds settings (e.g. Stripe keys; TRUST_PROXY is loopback unless set). */
export async function startTestApp(environment: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  let { database } = options;
  const ownDatabase = !database;
  database ??= await createTestDatabase();
  // Test browsers come from their own addresses through X-Forwarded-For (account-helpers.ts), believed from
  // loopback as a proxy there would be; a test of the default passes TRUST_PROXY: 'none'.
  const settings = { TRUST_PROXY: 'loopback', ...environment, NODE_ENV: 'test', DATABASE_URL: database.url, SEED_DEMO_CATALOGUE: 'false' };
  const config = { ...loadConfig(settings), ...options.overrides };
  const { listener, upgrade, stop, catalogueEngine, partnerKeyCache } = await createApp(config, database.orm);
  await catalogueEngine?.whenReady();
  const server = http.createServer(listener);
  server.on('upgrade', upgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fetchApp = (path: string, init?: RequestInit) => fetch(baseUrl + path, init);
  return {
    orm: database.orm,
    baseUrl,
    origin: new URL(config.publicUrl ?? `http://localhost:${config.port}`).origin,
    catalogueEngine,
    partnerKeyCache,
    fetch: fetchApp,
    async graphql(query, variables) {
      const response = await fetchApp('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      if (ownDatabase) await database!.drop();
    },
  };
}
