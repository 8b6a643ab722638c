import { describe, expect, it } from 'vitest';
import { curatedScore, recordInteraction, setWishlistedIn, type InteractionMap } from './interaction-rules';

const now = new Date('2025-06-10T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60 * 1000);

describe('product interaction record (storefront.md §3)', () => {
  it('counts views, clicks and cart adds and stamps the last interaction', () => {
    let map: InteractionMap = {};
    map = recordInteraction(map, '7', 'view', daysAgo(1));
    map = recordInteraction(map, '7', 'view', now);
    map = recordInteraction(map, '7', 'click', now);
    map = recordInteraction(map, '7', 'cartAdd', now);
    expect(map['7']).toEqual({ productId: '7', views: 2, clicks: 1, addedToCart: 1, wishlisted: false, lastInteraction: now.toISOString() });
  });

  it('sets and clears the wishlisted flag', () => {
    const on = setWishlistedIn({}, '7', true, now);
    expect(on['7'].wishlisted).toBe(true);
    expect(setWishlistedIn(on, '7', false, now)['7'].wishlisted).toBe(false);
  });
});

describe('curated score (storefront.md §9)', () => {
  const record = (over: object) => ({ productId: '1', views: 0, clicks: 0, addedToCart: 0, wishlisted: false, lastInteraction: now.toISOString(), ...over });

  it('weighs views ×1, clicks ×3, cart adds ×10 and wishlisted +5, plus the full recency bonus today', () => {
    expect(curatedScore(record({ views: 2, clicks: 1, addedToCart: 1, wishlisted: true }), now)).toBe(2 + 3 + 10 + 5 + 10);
  });

  it('loses 1 recency point per day', () => {
    expect(curatedScore(record({ lastInteraction: daysAgo(3).toISOString() }), now)).toBe(7);
    expect(curatedScore(record({ lastInteraction: daysAgo(3.9).toISOString() }), now)).toBe(7);
  });

  it('bottoms the recency bonus out at 0', () => {
    expect(curatedScore(record({ views: 1, lastInteraction: daysAgo(10).toISOString() }), now)).toBe(1);
    expect(curatedScore(record({ views: 1, lastInteraction: daysAgo(40).toISOString() }), now)).toBe(1);
  });

  it('scores an unknown product 0 and ignores junk counts', () => {
    expect(curatedScore(undefined, now)).toBe(0);
    expect(curatedScore({ views: -4, clicks: Number.NaN, lastInteraction: 'never' }, now)).toBe(0);
  });
});
