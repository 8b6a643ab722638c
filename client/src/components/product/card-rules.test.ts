import { describe, expect, it } from 'vitest';
import { cardBadges, leadBadge, CARD_COLOURS_SHOWN, CARD_MATERIALS_SHOWN, CARD_SIZES_SHOWN, isLowStock, payablePence, withOverflow } from './card-rules';

const money = (amount: number) => ({ amount });
const facts = (over: Partial<Parameters<typeof cardBadges>[0]> = {}) => ({
  stockQuantity: 20,
  price: money(100_000),
  salePrice: null,
  tags: [],
  ...over,
});

describe('card overflow', () => {
  it('shows up to 3 sizes then +N', () => {
    expect(CARD_SIZES_SHOWN).toBe(3);
    expect(withOverflow(['S', 'M', 'L'], CARD_SIZES_SHOWN)).toEqual({ shown: ['S', 'M', 'L'], more: 0 });
    expect(withOverflow(['XS', 'S', 'M', 'L', 'XL'], CARD_SIZES_SHOWN)).toEqual({ shown: ['XS', 'S', 'M'], more: 2 });
  });

  it('shows up to 2 materials and up to 4 colours then +N', () => {
    expect(CARD_MATERIALS_SHOWN).toBe(2);
    expect(CARD_COLOURS_SHOWN).toBe(4);
    expect(withOverflow(['Gold', 'Steel', 'Sapphire'], CARD_MATERIALS_SHOWN)).toEqual({ shown: ['Gold', 'Steel'], more: 1 });
    expect(withOverflow(['Black', 'Blue', 'Gray', 'White', 'Navy'], CARD_COLOURS_SHOWN)).toEqual({
      shown: ['Black', 'Blue', 'Gray', 'White'],
      more: 1,
    });
    expect(withOverflow([], CARD_COLOURS_SHOWN)).toEqual({ shown: [], more: 0 });
  });
});

describe('card badges', () => {
  it('marks low stock from 1 to 5 units only', () => {
    expect([0, 1, 5, 6].map(isLowStock)).toEqual([false, true, true, false]);
    expect(cardBadges(facts({ stockQuantity: 3 }))).toEqual(['low-stock']);
    expect(cardBadges(facts({ stockQuantity: 6 }))).toEqual([]);
  });

  it('marks a piece with no stock sold out, never also low stock', () => {
    expect(cardBadges(facts({ stockQuantity: 0 }))).toEqual(['sold-out']);
  });

  it('shows SALE only when the sale price is below the price', () => {
    expect(cardBadges(facts({ salePrice: money(90_000) }))).toEqual(['sale']);
    expect(cardBadges(facts({ salePrice: money(100_000) }))).toEqual([]);
    expect(cardBadges(facts({ salePrice: money(120_000) }))).toEqual([]);
  });

  it('shows NEW for the New Arrivals tag', () => {
    expect(cardBadges(facts({ tags: ['Men', 'New Arrivals'] }))).toEqual(['new']);
    expect(cardBadges(facts({ tags: ['Men'] }))).toEqual([]);
  });

  it('lists availability first, then sale, then new', () => {
    const all = facts({ stockQuantity: 1, salePrice: money(90_000), tags: ['New Arrivals'] });
    expect(cardBadges(all)).toEqual(['low-stock', 'sale', 'new']);
  });

  it('gives a phone card one badge: sold out or only n left, then sale, then new', () => {
    const saleAndNew = { salePrice: money(90_000), tags: ['New Arrivals'] };
    expect(leadBadge(facts({ ...saleAndNew, stockQuantity: 0 }))).toBe('sold-out');
    expect(leadBadge(facts({ ...saleAndNew, stockQuantity: 5 }))).toBe('low-stock');
    expect(leadBadge(facts({ ...saleAndNew, stockQuantity: 6 }))).toBe('sale');
    expect(leadBadge(facts({ tags: ['New Arrivals'] }))).toBe('new');
    expect(leadBadge(facts())).toBeNull();
  });

  it('charges the sale price only while on sale', () => {
    expect(payablePence(facts({ salePrice: money(90_000) }))).toBe(90_000);
    expect(payablePence(facts({ salePrice: money(150_000) }))).toBe(100_000);
    expect(payablePence(facts())).toBe(100_000);
  });
});
