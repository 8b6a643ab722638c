import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { CatalogService } from '../modules/catalog/catalog.service';
import type { CatalogueCache } from '../modules/catalog/catalogue-cache';

/** What lives as long as the process: the ORM and optimisations that a second process can do without. */
export interface AppDependencies {
  orm: MikroORM;
  catalogueCache: CatalogueCache;
}

/** Services bound to one request's entity manager, created on first use. */
export class Services {
  private catalogService?: CatalogService;

  constructor(
    readonly em: EntityManager,
    private readonly dependencies: AppDependencies,
  ) {}

  get catalog(): CatalogService {
    return (this.catalogService ??= new CatalogService(this.em, this.dependencies.catalogueCache));
  }
}

/** The signed-in user, once accounts exist; null for visitors. */
export type CurrentUser = null;

/** What every resolver and REST handler gets: a forked entity manager, the services and the user. */
export interface RequestContext {
  em: EntityManager;
  services: Services;
  user: CurrentUser;
  request: Request;
}

export function createRequestContext(dependencies: AppDependencies, request: Request): RequestContext {
  const em = dependencies.orm.em.fork();
  return { em, services: new Services(em, dependencies), user: null, request };
}
