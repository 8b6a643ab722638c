import { describe, expect, it } from 'vitest';
import type { ProductRow } from './product.mapper';
import { toProductJson, toProductView } from './product.mapper';

const row = {
  id: 7,
  name: 'Rolex Submariner Date',
  brand: 'Rolex',
  model: 'Submariner Date',
  sku: 'AUR-W-000007',
  reference: '126610LN',
  description: 'A diver.',
  detailedDescription: null,
  pricePence: 1_250_000,
  originalPricePence: 1_250_000,
  salePricePence: 1_100_000,
  imageUrl: '/images/products/AUR-W-000007/0.webp',
  galleryImages: ['/images/products/AUR-W-000007/0.webp', '/images/products/AUR-W-000007/1.webp'],
  category: 'watches',
  materials: ['Oystersteel'],
  sizes: [],
  availableSizes: [],
  colors: ['Black'],
  tags: ['Men', 'New Arrivals'],
  features: [],
  specifications: { Strap: 'Oyster', 'Case Diameter': '41 mm', Reference: '126610LN', Empty: ' ', Zeta: 'z' },
  careInstructions: [],
  stock: 3,
  featured: false,
  rating: '4.9',
  viewCount: 1,
  recentViews: 1,
  recentPurchases: 1,
  condition: 'New',
  createdAt: '2026-11-01 10:00:00+00',
} as unknown as ProductRow;

describe('product mapper', () => {
  it('GraphQL: money in pence, sale only when below price, badges, ordered specifications without blanks', () => {
    const view = toProductView(row);
    expect(view.price).toEqual({ amount: 1_250_000, currencyCode: 'GBP', formatted: '£12,500.00' });
    expect(view.salePrice?.amount).toBe(1_100_000);
    expect(view.onSale).toBe(true);
    expect(view.lowStock).toBe(true);
    expect(view.isNew).toBe(true);
    expect(view.galleryImages).toEqual(['/images/products/AUR-W-000007/1.webp']);
    expect(view.specifications.map((s) => s.name)).toEqual(['Reference', 'Case Diameter', 'Strap', 'Zeta']);
    expect(view.createdAt.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(toProductView({ ...row, stock: 6 }).lowStock).toBe(false);
    expect(toProductView({ ...row, stock: 0 }).lowStock).toBe(false);
  });

  it('REST: the spec’s names and prices in pounds', () => {
    const json = toProductJson(row);
    expect(json).toMatchObject({ id: 7, price: 12_500, salePrice: 11_000, category: 'watches', stockQuantity: 3, inStock: true, rating: 4.9 });
    expect(toProductJson({ ...row, salePricePence: null }).salePrice).toBeNull();
  });
});
