import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from './metric';

const metric: Metric = { name: 'FCP', value: 812, rating: 'good', delta: 812, id: 'v1-1-2-3' };

function browser({ consent, beacon = true }: { consent?: unknown; beacon?: boolean | 'missing' }) {
  const beacons: [string, string][] = [];
  const fetches: [string, RequestInit][] = [];
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => (key === 'aurum_cookie_consent' && consent !== undefined ? JSON.stringify(consent) : null) },
  });
  vi.stubGlobal('navigator', {
    sendBeacon:
      beacon === 'missing'
        ? undefined
        : (url: string, body: string) => {
            beacons.push([url, body]);
            return beacon;
          },
  });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    fetches.push([url, init]);
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  return { beacons, fetches };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('sendWebVital', () => {
  it('beacons {name, value, rating, delta, id} to the web-vitals endpoint when analytics cookies are accepted', async () => {
    const { beacons, fetches } = browser({ consent: { essential: true, analytics: true, marketing: false } });
    const { sendWebVital, sentWebVitals } = await import('./send');
    sendWebVital(metric);
    expect(beacons).toEqual([['/api/analytics/web-vitals', JSON.stringify(metric)]]);
    expect(JSON.parse(beacons[0][1])).toEqual({ name: 'FCP', value: 812, rating: 'good', delta: 812, id: 'v1-1-2-3' });
    expect(fetches).toEqual([]);
    expect(sentWebVitals()).toEqual([metric]);
  });

  it.each([
    ['no choice made yet', undefined],
    ['essential cookies only', { essential: true, analytics: false, marketing: true }],
  ])('sends nothing with %s', async (_label, consent) => {
    const { beacons, fetches } = browser({ consent });
    const { sendWebVital } = await import('./send');
    sendWebVital(metric);
    expect(beacons).toEqual([]);
    expect(fetches).toEqual([]);
  });

  it.each([false, 'missing'] as const)('falls back to a keepalive fetch when the beacon is %s', async (beacon) => {
    const { fetches } = browser({ consent: { essential: true, analytics: true, marketing: true }, beacon });
    const { sendWebVital } = await import('./send');
    sendWebVital(metric);
    expect(fetches).toHaveLength(1);
    expect(fetches[0][0]).toBe('/api/analytics/web-vitals');
    expect(fetches[0][1]).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify(metric) });
  });

  it('remembers the last 50 metrics sent', async () => {
    browser({ consent: { essential: true, analytics: true, marketing: false } });
    const { sendWebVital, sentWebVitals } = await import('./send');
    for (let i = 0; i < 60; i++) sendWebVital({ ...metric, value: i });
    expect(sentWebVitals().map((m) => m.value)).toEqual(Array.from({ length: 50 }, (_, i) => i + 10));
  });
});
