import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('settings', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise; production where it is told, all interfaces by default', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.4' }).host).toBe('10.0.0.4');
  });

  it('TRUST_PROXY names the proxies whose X-Forwarded-For is believed: none by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::1']);
    for (const bad of ['true', '1', '*', 'proxy.example', '10.0.0.0/33', 'all']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });

  it('per-address rate limits skip loopback in development and test, nothing in production', () => {
    expect([...loadConfig({ NODE_ENV: 'development' }).rateLimitExemptAddresses]).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimitExemptAddresses.has('::1')).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).rateLimitExemptAddresses.size).toBe(0);
  });

  it('RATE_LIMIT_EXEMPT_ADDRESSES takes a list, loopback or none', () => {
    expect([...loadConfig({ NODE_ENV: 'production', RATE_LIMIT_EXEMPT_ADDRESSES: '10.0.0.7, loopback' }).rateLimitExemptAddresses]).toEqual([
      '10.0.0.7',
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
    ]);
    expect(loadConfig({ NODE_ENV: 'development', RATE_LIMIT_EXEMPT_ADDRESSES: 'none' }).rateLimitExemptAddresses.size).toBe(0);
  });

  it('partner usage is written each second outside tests, at once in tests, or as set', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).partnerUsageFlushMs).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'test' }).partnerUsageFlushMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', PARTNER_USAGE_FLUSH_MS: '250' }).partnerUsageFlushMs).toBe(250);
    expect(() => loadConfig({ PARTNER_USAGE_FLUSH_MS: '60001' })).toThrow();
  });

  it('the catalogue engine runs outside tests unless turned off, and in tests only when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).catalogueEngine).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).catalogueEngine).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).catalogueEngine).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', CATALOGUE_ENGINE: 'true' }).catalogueEngine).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', CATALOGUE_ENGINE: 'false' }).catalogueEngine).toBe(false);
    expect(loadConfig({}).catalogueEngineCountersSeconds).toBe(60);
    expect(loadConfig({}).catalogueEngineCatchUpMs).toBe(500);
    expect(loadConfig({ CATALOGUE_ENGINE_CATCH_UP_MS: '5000' }).catalogueEngineCatchUpMs).toBe(5000);
    expect(() => loadConfig({ CATALOGUE_ENGINE_CATCH_UP_MS: '10001' })).toThrow();
    expect(() => loadConfig({ CATALOGUE_ENGINE: 'maybe' })).toThrow(/CATALOGUE_ENGINE/);
  });

  it('production runs a server process per core, up to four; elsewhere one; WEB_CONCURRENCY sets 1 to 16', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).serverProcesses).toBe(Math.min(os.availableParallelism(), 4));
    expect(loadConfig({ NODE_ENV: 'development' }).serverProcesses).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test' }).serverProcesses).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '1' }).serverProcesses).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development', WEB_CONCURRENCY: '16' }).serverProcesses).toBe(16);
    for (const wrong of ['0', '17', '1.5', 'many']) expect(() => loadConfig({ WEB_CONCURRENCY: wrong }), wrong).toThrow(/WEB_CONCURRENCY/);
  });

  it('payments are reconciled every 30 s unless PAYMENT_RECONCILE_SECONDS says otherwise (1 to 3600)', () => {
    expect(loadConfig({}).paymentReconcileSeconds).toBe(30);
    expect(loadConfig({ PAYMENT_RECONCILE_SECONDS: '2' }).paymentReconcileSeconds).toBe(2);
    for (const wrong of ['0', '3601', '1.5']) expect(() => loadConfig({ PAYMENT_RECONCILE_SECONDS: wrong }), wrong).toThrow(/PAYMENT_RECONCILE_SECONDS/);
  });

  it('a crash point is for tests: unset by default, refused in production and when unknown', () => {
    expect(loadConfig({}).testCrashPoint).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', TEST_CRASH_POINT: 'after-gateway-confirm' }).testCrashPoint).toBe('after-gateway-confirm');
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CRASH_POINT: 'after-gateway-confirm' })).toThrow(
      'Invalid settings in the environment — TEST_CRASH_POINT is for crash tests and cannot be set in production',
    );
    expect(() => loadConfig({ TEST_CRASH_POINT: 'somewhere' })).toThrow(/TEST_CRASH_POINT/);
  });

  it('a bad value stops the start with a line naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
