import { describe, expect, it } from 'vitest';
import { liveAlertsUrl, reconnectDelayMs } from './live-alerts';

describe('live alerts', () => {
  it('opens the socket on /graphql of the page’s own host, secure on an https page', () => {
    expect(liveAlertsUrl({ protocol: 'https:', host: 'aurum.example' })).toBe('wss://aurum.example/graphql');
    expect(liveAlertsUrl({ protocol: 'http:', host: 'localhost:4000' })).toBe('ws://localhost:4000/graphql');
  });

  it('waits 1 s before the first reconnect, doubling to at most 30 s, jittered down to half', () => {
    expect(reconnectDelayMs(0, () => 1)).toBe(1_000);
    expect(reconnectDelayMs(3, () => 1)).toBe(8_000);
    expect(reconnectDelayMs(10, () => 1)).toBe(30_000);
    expect(reconnectDelayMs(10, () => 0)).toBe(15_000);
  });
});
