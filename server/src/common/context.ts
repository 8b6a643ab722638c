import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { CatalogService } from '../modules/catalog/catalog.service';

/** Services bound to one request's entity manager, created on first use. */
export class Services {
  private catalogService?: CatalogService;

  constructor(readonly em: EntityManager) {}

  get catalog(): CatalogService {
    return (this.catalogService ??= new CatalogService(this.em));
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

export function createRequestContext(orm: MikroORM, request: Request): RequestContext {
  const em = orm.em.fork();
  return { em, services: new Services(em), user: null, request };
}
