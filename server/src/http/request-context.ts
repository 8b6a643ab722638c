import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import type { CurrentUser, PartnerIdentity, RequestContext, Services } from '../common/request-context';
import type { RequestScope } from '../common/services';

export type RequestContextFactory = (request: Request) => RequestContext;

/**
 * The context as a class: `em` is a getter on the prototype, so a copy of the
 * context (Apollo clones it per operation with Object.assign onto the same
 * prototype) keeps it lazy and shares the one fork.
 */
class LazyRequestContext implements RequestContext {
  readonly services: Services;
  user: CurrentUser | null = null;
  partner: PartnerIdentity | null = null;

  constructor(
    private readonly entityManager: () => EntityManager,
    buildServices: (scope: RequestScope) => Services,
    readonly request: Request,
  ) {
    this.services = buildServices({ entityManager, signedIn: () => this.user !== null });
  }

  get em(): EntityManager {
    return this.entityManager();
  }
}

/**
 * A request's context: its entity manager forked on first use (the listings and searches the catalogue engine
 * answers from memory never need one, and a fork costs), and the modules' services built on first use.
 */
export function requestContextFactory(orm: MikroORM, buildServices: (scope: RequestScope) => Services): RequestContextFactory {
  return (request) => {
    let forked: EntityManager | undefined;
    return new LazyRequestContext(() => (forked ??= orm.em.fork()), buildServices, request);
  };
}

const contexts = new WeakMap<Request, RequestContext>();
const factories = new WeakMap<Request, RequestContextFactory>();

/** Makes the app's context factory reachable from the request; the context is built on first use only. */
export function attachRequestContext(create: RequestContextFactory) {
  return (req: Request, _res: Response, next: NextFunction) => {
    factories.set(req, create);
    next();
  };
}

export function requestContext(req: Request): RequestContext {
  let context = contexts.get(req);
  if (!context) {
    const create = factories.get(req);
    if (!create) throw new Error('attachRequestContext middleware is missing');
    context = create(req);
    contexts.set(req, context);
  }
  return context;
}
