import { describe, expect, it } from 'vitest';
import { loadOrGiveUp } from './stripe-loader';

describe('loading Stripe.js', () => {
  it('gives what loaded', async () => {
    expect(await loadOrGiveUp(async () => 'stripe')).toBe('stripe');
  });

  it('gives null when the script fails to load (offline) or never answers', async () => {
    expect(await loadOrGiveUp(() => Promise.reject(new Error('Failed to load Stripe.js')))).toBeNull();
    expect(await loadOrGiveUp(() => new Promise(() => {}), 20)).toBeNull();
  });
});
