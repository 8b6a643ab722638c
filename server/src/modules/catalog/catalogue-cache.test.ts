import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

describe('CatalogueCache', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a second read of the same version and key from memory', async () => {
    const cache = new CatalogueCache({ maxEntries: 10, ttlMs: 1000 });
    const load = vi.fn(async () => 'rows');
    expect(await cache.read('1', 'k', load)).toBe('rows');
    expect(await cache.read('1', 'k', load)).toBe('rows');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again when the catalogue version changes', async () => {
    const cache = new CatalogueCache({ maxEntries: 10, ttlMs: 1000 });
    const load = vi.fn(async () => 'rows');
    await cache.read('1', 'k', load);
    await cache.read('2', 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between identical reads in flight', async () => {
    const cache = new CatalogueCache({ maxEntries: 10, ttlMs: 1000 });
    let resolve!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const both = Promise.all([cache.read('1', 'k', load), cache.read('1', 'k', load)]);
    resolve('rows');
    expect(await both).toEqual(['rows', 'rows']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets failures and expired entries', async () => {
    vi.useFakeTimers();
    const cache = new CatalogueCache({ maxEntries: 10, ttlMs: 1000 });
    await expect(cache.read('1', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const load = vi.fn(async () => 'rows');
    await cache.read('1', 'k', load);
    vi.advanceTimersByTime(1001);
    await cache.read('1', 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new CatalogueCache({ maxEntries: 2, ttlMs: 1000 });
    const load = vi.fn(async () => 'rows');
    await cache.read('1', 'a', load);
    await cache.read('1', 'b', load);
    await cache.read('1', 'a', load); // a is now the most recent
    await cache.read('1', 'c', load); // evicts b
    await cache.read('1', 'a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.read('1', 'b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('with no room it always loads', async () => {
    const cache = new CatalogueCache({ maxEntries: 0, ttlMs: 1000 });
    const load = vi.fn(async () => 'rows');
    await cache.read('1', 'k', load);
    await cache.read('1', 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
