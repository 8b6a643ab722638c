import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceFactories } from '../common/app-module';
import { serviceBuilder } from '../common/services';
import { requestContextFactory } from './request-context';

/** A service only this test knows: it counts how often it is built. */
type Probe = { builtWith: unknown };
const probeOf = (services: unknown) => (services as { probe: Probe }).probe;

function app() {
  const fork = vi.fn(() => ({ forked: true }));
  const built = vi.fn();
  const buildServices = serviceBuilder([
    {
      probe: (scope: { em: unknown }): Probe => {
        built();
        return { builtWith: scope.em };
      },
    } as unknown as ServiceFactories,
  ]);
  return { fork, built, create: requestContextFactory({ em: { fork } } as unknown as MikroORM, buildServices) };
}

describe('request context', () => {
  it('forks the entity manager on first use only, once per request', () => {
    const { fork, create } = app();
    const context = create({} as Request);
    expect(fork).not.toHaveBeenCalled();
    const em = context.em;
    expect(context.em).toBe(em);
    expect(context.services.em).toBe(em);
    expect(fork).toHaveBeenCalledTimes(1);
  });

  it('stays lazy when copied as Apollo copies a context per operation, and the copy shares the fork', () => {
    const { fork, create } = app();
    const context = create({} as Request);
    const copy = Object.assign(Object.create(Object.getPrototypeOf(context)), context);
    expect(fork).not.toHaveBeenCalled();
    expect(copy.em).toBe(context.em);
    expect(fork).toHaveBeenCalledTimes(1);
  });

  it('builds a service on first use only, once per request, with that request entity manager', () => {
    const { built, fork, create } = app();
    const first = create({} as Request);
    expect(built).not.toHaveBeenCalled();
    const probe = probeOf(first.services);
    expect(probeOf(first.services)).toBe(probe);
    expect(built).toHaveBeenCalledTimes(1);
    expect(probe.builtWith).toBe(first.em);
    const second = create({} as Request);
    expect(probeOf(second.services)).not.toBe(probe);
    expect(built).toHaveBeenCalledTimes(2);
    expect(fork).toHaveBeenCalledTimes(2);
  });

  it('refuses two modules that provide the same service', () => {
    const factories = { probe: () => ({ builtWith: null }) } as unknown as ServiceFactories;
    expect(() => serviceBuilder([factories, factories])).toThrow('Two modules provide the service probe.');
  });
});
