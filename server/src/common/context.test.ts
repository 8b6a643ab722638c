import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { type AppDependencies, createRequestContext } from './context';

function dependencies() {
  const fork = vi.fn(() => ({ forked: true }));
  return { fork, dependencies: { orm: { em: { fork } } as unknown as MikroORM } as AppDependencies };
}

describe('request context', () => {
  it('forks the entity manager on first use only, once per request', () => {
    const { fork, dependencies: app } = dependencies();
    const context = createRequestContext(app, {} as Request);
    expect(fork).not.toHaveBeenCalled();
    const em = context.em;
    expect(context.em).toBe(em);
    expect(context.services.em).toBe(em);
    expect(fork).toHaveBeenCalledTimes(1);
  });

  it('stays lazy when copied as Apollo copies a context per operation, and the copy shares the fork', () => {
    const { fork, dependencies: app } = dependencies();
    const context = createRequestContext(app, {} as Request);
    const copy = Object.assign(Object.create(Object.getPrototypeOf(context)), context);
    expect(fork).not.toHaveBeenCalled();
    expect(copy.em).toBe(context.em);
    expect(fork).toHaveBeenCalledTimes(1);
  });
});
