import { afterEach, describe, expect, it, vi } from 'vitest';

function fakeWindow(consent: unknown) {
  const events: Event[] = [];
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => (key === 'aurum_cookie_consent' && consent !== undefined ? JSON.stringify(consent) : null) },
    dispatchEvent: (event: Event) => events.push(event),
  });
  return events;
}

describe('trackEvent respects analytics consent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('records and announces an event when analytics is accepted', async () => {
    const events = fakeWindow({ essential: true, analytics: true, marketing: false });
    const { trackEvent, trackedEvents, ANALYTICS_EVENT } = await import('./analytics');
    trackEvent('compare_toggle', { productId: '1' });
    expect(trackedEvents().map((e) => [e.name, e.data])).toEqual([['compare_toggle', { productId: '1' }]]);
    expect(events.map((e) => e.type)).toEqual([ANALYTICS_EVENT]);
  });

  it.each([
    ['no consent stored', undefined],
    ['essential only', { essential: true, analytics: false, marketing: false }],
  ])('does nothing with %s', async (_label, consent) => {
    const events = fakeWindow(consent);
    const { trackEvent, trackedEvents } = await import('./analytics');
    trackEvent('search', { q: 'rolex' });
    expect(trackedEvents()).toEqual([]);
    expect(events).toEqual([]);
  });
});
