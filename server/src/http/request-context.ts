import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { createRequestContext, type RequestContext } from '../common/context';

const contexts = new WeakMap<Request, RequestContext>();
const orms = new WeakMap<Request, MikroORM>();

/** Makes the ORM reachable from the request; the context itself is built on first use only. */
export function attachOrm(orm: MikroORM) {
  return (req: Request, _res: Response, next: NextFunction) => {
    orms.set(req, orm);
    next();
  };
}

export function requestContext(req: Request): RequestContext {
  let context = contexts.get(req);
  if (!context) {
    const orm = orms.get(req);
    if (!orm) throw new Error('attachOrm middleware is missing');
    context = createRequestContext(orm, req);
    contexts.set(req, context);
  }
  return context;
}
