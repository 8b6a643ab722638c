import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceFactories, ServiceScope } from './app-module';
import type { Services } from './request-context';

const SCOPE = Symbol('service scope');

/** What a request brings to its services: its entity manager (forked on first use) and whether a user is signed in. */
export interface RequestScope {
  entityManager: () => EntityManager;
  signedIn(): boolean;
}

/**
 * Builds the request's `Services` from every module's factories: one prototype for the process whose getters
 * create a service on first use and keep it on the request's object, so a request pays only for what it uses.
 * Two modules naming the same service is a wiring mistake, found at startup.
 */
export function serviceBuilder(factories: readonly ServiceFactories[]): (request: RequestScope) => Services {
  const prototype: Record<PropertyKey, unknown> = {};
  Object.defineProperty(prototype, 'em', { get: scopeOf((scope) => scope.em) });
  for (const moduleFactories of factories) {
    for (const [name, make] of Object.entries(moduleFactories) as [string, (scope: ServiceScope) => unknown][]) {
      if (Object.hasOwn(prototype, name)) throw new Error(`Two modules provide the service ${name}.`);
      Object.defineProperty(prototype, name, {
        get(this: Record<PropertyKey, unknown>) {
          const service = make(this[SCOPE] as ServiceScope);
          Object.defineProperty(this, name, { value: service });
          return service;
        },
      });
    }
  }
  return (request) => {
    const services = Object.create(prototype) as Services & Record<PropertyKey, unknown>;
    const scope: ServiceScope = {
      get em() {
        return request.entityManager();
      },
      entityManager: request.entityManager,
      services,
      signedIn: request.signedIn,
    };
    services[SCOPE] = scope;
    return services;
  };
}

function scopeOf<T>(read: (scope: ServiceScope) => T) {
  return function (this: Record<PropertyKey, unknown>): T {
    return read(this[SCOPE] as ServiceScope);
  };
}
