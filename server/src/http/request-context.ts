import type { NextFunction, Request, Response } from 'express';
import { type AppDependencies, createRequestContext, type RequestContext } from '../common/context';

const contexts = new WeakMap<Request, RequestContext>();
const dependenciesOf = new WeakMap<Request, AppDependencies>();

/** Makes the process-wide dependencies reachable from the request; the context is built on first use only. */
export function attachDependencies(dependencies: AppDependencies) {
  return (req: Request, _res: Response, next: NextFunction) => {
    dependenciesOf.set(req, dependencies);
    next();
  };
}

export function requestContext(req: Request): RequestContext {
  let context = contexts.get(req);
  if (!context) {
    const dependencies = dependenciesOf.get(req);
    if (!dependencies) throw new Error('attachDependencies middleware is missing');
    context = createRequestContext(dependencies, req);
    contexts.set(req, context);
  }
  return context;
}
