import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config';
import type { FileStore } from './files/file-store';
import type { JobHandler, RecurringJob } from './jobs/jobs';
import type { Services } from './request-context';
import type { UserEventBus } from './events/user-events';

/**
 * What lives as long as the process and more than one module uses. The root provides these three; a module that
 * provides a part for others declares it beside its `setup`, e.g.
 * `declare module '../../common/app-module' { interface AppDependencies { messaging: MessagingDependencies } }`.
 */
export interface AppDependencies {
  orm: MikroORM;
  config: AppConfig;
  /** Where uploaded files are kept (PostgreSQL or S3), shared by every process. */
  files: FileStore;
  /** "Something of this user's changed", between server processes (PostgreSQL NOTIFY), for live subscriptions. */
  userEvents: UserEventBus;
}

/** What a module's services are built from, once per request and only when first used. */
export interface ServiceScope {
  /** The request's entity manager, forked on first read. */
  readonly em: EntityManager;
  /** The same, not forked until called: for services that often answer without the database. */
  readonly entityManager: () => EntityManager;
  /** The request's other services, for a module that builds on another's. */
  readonly services: Services;
  /** Whether the request comes from a signed-in user (known once the session middleware has run). */
  signedIn(): boolean;
}

export type ServiceFactories = { [Name in Exclude<keyof Services, 'em'>]?: (scope: ServiceScope) => Services[Name] };

/** A module's HTTP routes, by where the root mounts them (in this order; see server/src/app.ts). */
export interface ModuleRoutes {
  /** Pictures and stored files, on the app before the page security headers (they get a subresource's). */
  files?: RequestHandler[];
  /** On every /graphql and /api request, before any handler: who is asking (the session's user, a partner key). */
  identify?: RequestHandler[];
  /** First on /api, before the CSRF check: what a partner key may call. */
  apiGate?: RequestHandler[];
  /** /api routes that read their own bodies, before the shared JSON parser (raw webhooks, beacons). */
  rawApi?: RequestHandler[];
  /** /api routes. */
  api?: RequestHandler[];
  /** Pages and routes on the app after /api and before the shop's pages. */
  pages?: RequestHandler[];
}

/** A module's work for the one job runner: handlers of scheduled jobs by kind, and recurring jobs by name. */
export interface ModuleJobs {
  handlers?: Record<string, JobHandler>;
  recurring?: Record<string, RecurringJob>;
}

/** What a module adds to a running process. */
export interface ModuleRuntime {
  services?: ServiceFactories;
  routes?: ModuleRoutes;
  jobs?: ModuleJobs;
  /** Once the app is built: background work starts. */
  start?(): void;
  /** On shutdown, in the reverse order of the modules. */
  stop?(): Promise<void>;
}

/**
 * One module of the shop as the composition root sees it. Its entities and resolvers are known before any
 * process starts (migrations and the schema are built from them); `setup` runs once per process, in the
 * root's order, and may add to the shared dependencies what later modules need.
 */
export interface AppModule {
  readonly name: string;
  readonly entities?: readonly EntityClass<unknown>[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  readonly resolvers?: readonly Function[];
  setup?(dependencies: AppDependencies): ModuleRuntime;
}
