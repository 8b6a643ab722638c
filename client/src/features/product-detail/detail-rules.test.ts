import { describe, expect, it } from 'vitest';
import {
  categoryLabel, detailsText, recentForDetail, sizeOptions, stockLevel, viewersBadge, VIEWERS_BADGE_MIN, visibleSpecifications,
} from './detail-rules';
import { clampQuantity } from '../../components/product/quantity-rules';

describe('quantity on the detail page (storefront.md §5: never below 1; capped at the stock)', () => {
  it.each([
    [1, 1], [3, 3], [0, 1], [-5, 1], [Number('abc'), 1], [2.7, 2], [Number.NaN, 1], [12, 10],
  ])('%s becomes %s with 10 in stock', (input, expected) => {
    expect(clampQuantity(input, 10)).toBe(expected);
  });
});

describe('stock indicator', () => {
  it('says out of stock with an empty bar at 0', () => {
    expect(stockLevel(0)).toEqual({ label: 'Out of stock', percent: 0, tone: 'out' });
  });
  it('warns from 1 to 5 units', () => {
    expect(stockLevel(1)).toMatchObject({ label: 'Only 1 left in stock', tone: 'low', percent: 5 });
    expect(stockLevel(5).tone).toBe('low');
    expect(stockLevel(6)).toMatchObject({ label: 'In stock — 6 available', tone: 'good' });
  });
  it('fills the bar at 20 units and caps there', () => {
    expect(stockLevel(10).percent).toBe(50);
    expect(stockLevel(20).percent).toBe(100);
    expect(stockLevel(40).percent).toBe(100);
  });
});

describe('viewers badge', () => {
  it('is absent when nobody viewed recently', () => {
    expect(viewersBadge(0, 5)).toBeNull();
  });
  it('stays silent below the threshold and shows the real count from it', () => {
    expect(VIEWERS_BADGE_MIN).toBe(5);
    expect(viewersBadge(4, 40)).toBeNull();
    expect(viewersBadge(5, 0)?.text).toBe('5 people viewed this recently');
    expect(viewersBadge(37, 0)?.text).toBe('37 people viewed this recently');
  });
  it('is never trending below the threshold, however many purchases', () => {
    expect(viewersBadge(4, 1000)).toBeNull();
  });
  it('marks trending from recentViews × recentPurchases ≥ 1000', () => {
    expect(viewersBadge(100, 9)?.trending).toBe(false);
    expect(viewersBadge(100, 10)?.trending).toBe(true);
  });
  it('is never trending without a real purchase, however many viewers, and never shows a made-up number', () => {
    expect(viewersBadge(100_000, 0)).toEqual({ text: '100000 people viewed this recently', trending: false });
    expect(viewersBadge(Number.NaN, 50)).toBeNull();
    expect(viewersBadge(-7, 50)).toBeNull();
    expect(viewersBadge(5.9, 0)?.text).toBe('5 people viewed this recently');
  });
});

describe('size selector', () => {
  it('offers every size once, unavailable ones marked', () => {
    expect(sizeOptions(['S', 'M', 'L', 'M'], ['M'])).toEqual([
      { size: 'S', available: false },
      { size: 'M', available: true },
      { size: 'L', available: false },
    ]);
  });
});

describe('tabs content', () => {
  it('hides specifications with empty values', () => {
    const specs = [{ name: 'Case', value: '41 mm' }, { name: 'Bezel', value: '' }, { name: 'Lume', value: '  ' }, { name: '', value: 'x' }];
    expect(visibleSpecifications(specs)).toEqual([{ name: 'Case', value: '41 mm' }]);
  });
  it('prefers the detailed description, falling back to the description', () => {
    expect(detailsText('Long story', 'Short')).toBe('Long story');
    expect(detailsText(null, 'Short')).toBe('Short');
    expect(detailsText('  ', 'Short')).toBe('Short');
  });
});

describe('recently viewed on the detail page (storefront.md §9: up to 4, not the current product)', () => {
  const items = ['1', '2', '3', '4', '5', '6'].map((id) => ({ id }));
  it('excludes the current product and keeps 4', () => {
    expect(recentForDetail(items, '2').map((i) => i.id)).toEqual(['1', '3', '4', '5']);
  });
  it('keeps the order (newest first)', () => {
    expect(recentForDetail(items, '9').map((i) => i.id)).toEqual(['1', '2', '3', '4']);
  });
});

it('labels categories readably', () => {
  expect(categoryLabel('WATCHES')).toBe('Watches');
  expect(categoryLabel('CLOTHING')).toBe('Clothing');
});
